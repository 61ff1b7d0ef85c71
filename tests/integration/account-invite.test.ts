import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as acceptInvite } from '@/app/api/v1/invite/setuser/route';
import { POST as acceptFreeTrial } from '@/app/api/v1/self-signup/setuser/route';
import { emailOutbox, users } from '@/db/schema';
import { createInvite } from '@/lib/auth/account';
import { employeeIdEmail } from '@/lib/auth/identity';
import { authenticate } from '@/lib/auth/login';
import { apiRequest, createOrg, createUser, db, routeParams } from '../helpers/factories';
import { fromAddress } from '../helpers/client-address';

const PASSWORD = 'Welcome-Passw0rd';
const none = routeParams({});

const setUser = (handler: typeof acceptInvite, body: Record<string, unknown>, ip = '192.0.2.60') =>
  handler(apiRequest('/api/v1/invite/setuser', { method: 'POST', body, headers: fromAddress(ip) }), none);

async function mailTo(to: string, kind: string) {
  const rows = await (await db()).select().from(emailOutbox).where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)));
  return rows.at(-1);
}
const userRow = async (id: string) => (await db()).query.users.findFirst({ where: eq(users.id, id) });

async function invited(email: string, kind: 'invite' | 'free-trial' = 'invite') {
  const org = await createOrg({ name: 'Acme Plant' });
  const admin = await createUser(org.id, 'admin-organization', { displayName: 'Ada Admin' });
  const user = await createUser(org.id, 'viewer', { email, displayName: '', passwordHash: null, isFreeTrialAdmin: kind === 'free-trial' });
  const result = await createInvite(await db(), { orgId: org.id, userId: user.id, invitedByUserId: kind === 'invite' ? admin.id : null, kind });
  const mail = await mailTo(email, kind);
  const path = kind === 'invite' ? 'userinvitecreate' : 'startfreetrial';
  const token = mail?.text.match(new RegExp(`/${path}/([A-Za-z0-9_-]+)/`))?.[1] ?? '';
  return { org, user, result, mail, token };
}

let log: ReturnType<typeof vi.spyOn>;
beforeAll(() => {
  delete process.env.SMTP_URL;
  log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterAll(() => log.mockRestore());

describe('invitations', () => {
  it('invites by email, and the invitee sets a name and password and can sign in', async () => {
    const { user, result, mail, token } = await invited('new.hire@example.com');
    expect(result.invitationStatus).toBe('pending');
    expect((await userRow(user.id))?.invitationStatus).toBe('pending');
    expect(mail?.subject).toBe('Ada Admin invited you to Acme Plant on OpenHow');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/userinvitecreate\/[A-Za-z0-9_-]{43}\/New%20Hire\/en/);

    const res = await setUser(acceptInvite, { token, name: '  Nora Hire ', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ item: { email: 'new.hire@example.com' } });
    const row = await userRow(user.id);
    expect(row).toMatchObject({ displayName: 'Nora Hire', invitationStatus: null });
    const session = await authenticate(await db(), { login: 'new.hire@example.com', password: PASSWORD }, { ip: '192.0.2.61' });
    expect(session.userId).toBe(user.id);

    const again = await setUser(acceptInvite, { token, name: 'Nora', password: 'Other-Passw0rd!' });
    expect(again.status).toBe(410);
    expect((await again.json()).error).toMatchObject({ code: 'gone', message: 'account.tokenExpired', details: { type: 'invite' } });
  });

  it('checks the name and the password rules without using the invitation up', async () => {
    const { token } = await invited('careful@example.com');
    const blank = await setUser(acceptInvite, { token, name: '   ', password: PASSWORD });
    expect(blank.status).toBe(422);
    expect((await blank.json()).error.issues).toEqual([{ path: 'name', message: 'rules.required' }]);
    const markup = await setUser(acceptInvite, { token, name: '<b>Eve</b>', password: PASSWORD });
    expect((await markup.json()).error.issues).toEqual([{ path: 'name', message: 'rules.invalidName' }]);
    const weak = await setUser(acceptInvite, { token, name: 'Eve', password: 'alllowercase1!' });
    expect(weak.status).toBe(422);
    expect((await weak.json()).error.issues).toEqual([{ path: 'password', message: 'rules.passwordUpper' }]);
    expect((await setUser(acceptInvite, { token, name: 'Eve', password: PASSWORD })).status).toBe(200);
  });

  it('completes a free-trial sign-up only through its own endpoint', async () => {
    const trial = await invited('founder@example.com', 'free-trial');
    expect(trial.mail?.subject).toBe('Start your OpenHow free trial');
    expect((await setUser(acceptInvite, { token: trial.token, name: 'Fay Founder', password: PASSWORD })).status).toBe(410);
    const res = await setUser(acceptFreeTrial, { token: trial.token, name: 'Fay Founder', password: PASSWORD });
    expect(await res.json()).toEqual({ item: { email: 'founder@example.com' } });
    expect((await userRow(trial.user.id))?.isFreeTrialAdmin).toBe(true);
  });

  it('does not invite accounts without a mailbox, and foreign users read as unknown', async () => {
    const org = await createOrg({ clientKey: 'invco' });
    const emp = await createUser(org.id, 'viewer', { email: employeeIdEmail('invco', 'E9'), employeeId: 'E9', passwordless: true });
    await expect(createInvite(await db(), { orgId: org.id, userId: emp.id, invitedByUserId: null })).rejects.toMatchObject({
      code: 'bad_request',
      messageKey: 'account.cannotInviteTechnical',
    });
    const other = await createOrg();
    const stranger = await createUser(other.id, 'viewer');
    await expect(createInvite(await db(), { orgId: org.id, userId: stranger.id, invitedByUserId: null })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('limits attempts per invitation link and address', async () => {
    const { token } = await invited('hammer@example.com');
    for (let i = 0; i < 10; i++) {
      expect((await setUser(acceptInvite, { token: `${token.slice(0, -1)}x`, name: 'Ham', password: PASSWORD }, '198.51.100.70')).status).toBe(410);
    }
    const limited = await setUser(acceptInvite, { token: `${token.slice(0, -1)}x`, name: 'Ham', password: PASSWORD }, '198.51.100.70');
    expect(limited.status).toBe(429);
  });
});
