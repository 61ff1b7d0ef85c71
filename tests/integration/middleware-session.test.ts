import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions, users } from '@/db/schema';
import { loadSessionSummary } from '@/lib/access/middleware-session';
import { createAuthSession } from '@/lib/auth/queries';
import { loadSessionById } from '@/lib/auth/session';
import { createOrg, createUser, db, sessionCookie } from '../helpers/factories';

describe('loadSessionSummary (what the middleware reads per navigation)', () => {
  it('summarises a live session: role, org admin, generation, settings and access', async () => {
    const org = await createOrg({ generation: 'gen2', settings: { features: { sharedDevice: { enabled: true } } } });
    const admin = await createUser(org.id, 'admin-organization');
    const { sessionId } = await sessionCookie(admin);
    const summary = await loadSessionSummary(await db(), sessionId);
    expect(summary).toMatchObject({ role: 'admin-organization', isOrgAdmin: true, isSharedAccount: false, generation: 'gen2' });
    expect(summary?.access.admin).toBe(true);
    expect(summary?.settings.customized.enableRestrictedIP).toBe(false);
  });

  it('marks shared-device sessions', async () => {
    const org = await createOrg();
    const device = await createUser(org.id, 'viewer', { shared: true });
    const session = await createAuthSession(await db(), { orgId: org.id, userId: device.id, method: 'shared', isSharedAccount: true, ttlSeconds: 60 });
    expect(await loadSessionSummary(await db(), session.id)).toMatchObject({ isSharedAccount: true, role: 'viewer', isOrgAdmin: false });
  });

  it('treats revoked, idle-expired, disabled and unknown sessions as signed out, without writing', async () => {
    const d = await db();
    const org = await createOrg({ settings: { permissions: { allowAutoLogout: true, autoLogoutTimeout: '5' } } });
    const user = await createUser(org.id);

    const revoked = await sessionCookie(user);
    await d.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, revoked.sessionId));
    expect(await loadSessionSummary(d, revoked.sessionId)).toBeNull();

    const idle = await sessionCookie(user);
    await d.update(authSessions).set({ lastSeenAt: new Date(Date.now() - 6 * 60_000) }).where(eq(authSessions.id, idle.sessionId));
    expect(await loadSessionSummary(d, idle.sessionId)).toBeNull();
    expect((await d.query.authSessions.findFirst({ where: eq(authSessions.id, idle.sessionId) }))?.revokedAt).toBeNull();

    const recent = await sessionCookie(user);
    expect(await loadSessionSummary(d, recent.sessionId)).not.toBeNull();
    await d.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect(await loadSessionSummary(d, recent.sessionId)).toBeNull();

    expect(await loadSessionSummary(d, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('resolves the full session by id on the process database (the middleware lookup), null once revoked', async () => {
    const org = await createOrg();
    const user = await createUser(org.id, 'publisher');
    const { sessionId } = await sessionCookie(user);
    expect(await loadSessionById(sessionId)).toMatchObject({ user: { id: user.id, role: 'publisher' }, org: { id: org.id } });
    await (await db()).update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, sessionId));
    expect(await loadSessionById(sessionId)).toBeNull();
  });
});
