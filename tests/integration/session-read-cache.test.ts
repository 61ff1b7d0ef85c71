import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readCacheStats } from '@/db/client';
import { authSessions, organizations, users, workspaceMembers } from '@/db/schema';
import { createAuthSession, revokeUserSessions } from '@/lib/auth/queries';
import { loadSessionContext } from '@/lib/auth/session';
import { createOrg, createUser, createWorkspace, db, sessionCookie } from '../helpers/factories';

// On the embedded database the session read behind every request is remembered (db/pglite-reads.ts);
// whatever changes the session, its user, organisation or roles must show on the very next request.
describe('the session read on every request, remembered or not', () => {
  it('is served from memory on the embedded database while nothing changed', async () => {
    const d = await db();
    const org = await createOrg();
    const { sessionId } = await sessionCookie(await createUser(org.id));
    await loadSessionContext(d, sessionId);
    const before = readCacheStats(d);
    expect(await loadSessionContext(d, sessionId)).not.toBeNull();
    const after = readCacheStats(d);
    // PostgreSQL (TEST_DATABASE_URL) has other writers and keeps nothing.
    if (process.env.TEST_DATABASE_URL) expect(after).toBeNull();
    else expect(after!.hits).toBe(before!.hits + 1);
  });

  it('shows role, workspace-role, settings, disable and sign-out-everywhere changes at once', async () => {
    const d = await db();
    const org = await createOrg();
    const user = await createUser(org.id, 'viewer');
    const workspace = await createWorkspace(org.id);
    const { sessionId } = await sessionCookie(user);
    expect((await loadSessionContext(d, sessionId))?.user.role).toBe('viewer');

    await d.update(users).set({ role: 'publisher' }).where(eq(users.id, user.id));
    expect((await loadSessionContext(d, sessionId))?.user.role).toBe('publisher');

    await d.insert(workspaceMembers).values({ organizationId: org.id, workspaceId: workspace.id, userId: user.id, role: 'admin-group' });
    expect((await loadSessionContext(d, sessionId))?.user.roles[workspace.id]).toBe('admin-group');
    await d.delete(workspaceMembers).where(and(eq(workspaceMembers.workspaceId, workspace.id), eq(workspaceMembers.userId, user.id)));
    expect((await loadSessionContext(d, sessionId))?.user.roles[workspace.id]).toBeUndefined();

    await d.update(organizations).set({ name: 'Renamed Plant' }).where(eq(organizations.id, org.id));
    expect((await loadSessionContext(d, sessionId))?.org.name).toBe('Renamed Plant');

    await revokeUserSessions(d, { orgId: org.id, userId: user.id });
    expect(await loadSessionContext(d, sessionId)).toBeNull();

    const again = await sessionCookie(user);
    expect(await loadSessionContext(d, again.sessionId)).not.toBeNull();
    await d.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect(await loadSessionContext(d, again.sessionId)).toBeNull();
  });

  it('ends a remembered session at its expiry', async () => {
    const d = await db();
    const org = await createOrg();
    const user = await createUser(org.id);
    const session = await createAuthSession(d, { orgId: org.id, userId: user.id, method: 'password', isSharedAccount: false, ttlSeconds: 1 });
    expect(await loadSessionContext(d, session.id)).not.toBeNull();
    expect(await loadSessionContext(d, session.id)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await loadSessionContext(d, session.id)).toBeNull();
    expect((await d.query.authSessions.findFirst({ where: eq(authSessions.id, session.id) }))?.revokedAt).toBeNull();
  });
});
