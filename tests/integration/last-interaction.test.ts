import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PATCH as patchLastInteraction } from '@/app/api/v1/admin/user/last-interaction/route';
import { authSessions, users } from '@/db/schema';
import { apiRequest, createOrg, createUser, db, routeParams, sessionCookie } from '../helpers/factories';

const patch = (cookie?: string) =>
  patchLastInteraction(apiRequest('/api/v1/admin/user/last-interaction', { method: 'PATCH', cookie }), routeParams({}));

describe('PATCH /api/v1/admin/user/last-interaction', () => {
  it("records the signed-in user's last interaction and keeps their session alive", async () => {
    const org = await createOrg();
    const user = await createUser(org.id);
    const bystander = await createUser(org.id);
    const { cookie, sessionId } = await sessionCookie(user);
    const d = await db();
    const stale = new Date(Date.now() - 10 * 60_000);
    await d.update(authSessions).set({ lastSeenAt: stale }).where(eq(authSessions.id, sessionId));

    const before = Date.now();
    const res = await patch(cookie);
    expect(res.status).toBe(200);
    const { item } = await res.json();
    expect(new Date(item.lastInteraction).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const saved = await d.query.users.findFirst({ where: eq(users.id, user.id) });
    expect(saved?.lastInteraction?.toISOString()).toBe(item.lastInteraction);
    expect((await d.query.users.findFirst({ where: eq(users.id, bystander.id) }))?.lastInteraction).toBeNull();
    const session = await d.query.authSessions.findFirst({ where: eq(authSessions.id, sessionId) });
    expect(session!.lastSeenAt.getTime()).toBeGreaterThan(stale.getTime() + 60_000);
  });

  it('answers 401 once the idle auto-logout has ended the session', async () => {
    const org = await createOrg({ settings: { permissions: { allowAutoLogout: true, autoLogoutTimeout: '15' } } });
    const user = await createUser(org.id);
    const { cookie, sessionId } = await sessionCookie(user);
    await (await db()).update(authSessions).set({ lastSeenAt: new Date(Date.now() - 16 * 60_000) }).where(eq(authSessions.id, sessionId));
    expect((await patch(cookie)).status).toBe(401);
    expect((await patch()).status).toBe(401);
  });
});
