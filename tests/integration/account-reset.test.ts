import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as forgot } from '@/app/api/v1/auth/forgot/route';
import { POST as reset } from '@/app/api/v1/auth/reset/route';
import { GET as tokenStatus } from '@/app/api/v1/auth/token/route';
import { emailOutbox } from '@/db/schema';
import { employeeIdEmail } from '@/lib/auth/identity';
import { authenticate } from '@/lib/auth/login';
import { loadSessionContext } from '@/lib/auth/session';
import { issueToken } from '@/lib/auth/tokens';
import { apiRequest, createOrg, createUser, db, PASSWORD, routeParams, sessionCookie } from '../helpers/factories';
import { fromAddress } from '../helpers/client-address';

const NEW_PASSWORD = 'Brand-new-Passw0rd';
const none = routeParams({});
const from = fromAddress;

const requestReset = (email: string, ip = '192.0.2.10') =>
  forgot(apiRequest('/api/v1/auth/forgot', { method: 'POST', body: { email, languageCode: 'en' }, headers: from(ip) }), none);
const submitReset = (token: string, password: string, ip = '192.0.2.11') =>
  reset(apiRequest('/api/v1/auth/reset', { method: 'POST', body: { token, password }, headers: from(ip) }), none);

async function resetMails(to: string) {
  const d = await db();
  return d.select().from(emailOutbox).where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, 'reset')));
}
const tokenIn = (text: string) => text.match(/\/usernewpassword\/([A-Za-z0-9_-]+)\/en/)?.[1] ?? '';

let log: ReturnType<typeof vi.spyOn>;
beforeAll(() => {
  delete process.env.SMTP_URL;
  log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterAll(() => log.mockRestore());

describe('password reset by email link', () => {
  it('emails a link, sets the new password, signs every session out and cannot be reused', async () => {
    const org = await createOrg();
    const user = await createUser(org.id, 'viewer', { email: 'reset.me@example.com' });
    const first = await sessionCookie(user);
    const second = await sessionCookie(user);

    const res = await requestReset('Reset.Me@example.com');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ item: { sent: true } });
    const [mail] = await resetMails('reset.me@example.com');
    expect(mail.text).toContain('http://localhost:3000/usernewpassword/');
    const token = tokenIn(mail.text);
    expect(token).toHaveLength(43);

    const status = await tokenStatus(apiRequest(`/api/v1/auth/token?token=${token}&type=reset`), none);
    expect(await status.json()).toEqual({ item: { status: 'valid', email: 'reset.me@example.com', name: 'Test User', orgName: org.name } });

    const reused = await submitReset(token, PASSWORD);
    expect(reused.status).toBe(422);
    expect((await reused.json()).error.message).toBe('account.passwordReused');

    const done = await submitReset(token, NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ item: { email: 'reset.me@example.com' } });
    expect(await loadSessionContext(await db(), first.sessionId)).toBeNull();
    expect(await loadSessionContext(await db(), second.sessionId)).toBeNull();
    const signedIn = await authenticate(await db(), { login: 'reset.me@example.com', password: NEW_PASSWORD }, { ip: '192.0.2.12' });
    expect(signedIn.userId).toBe(user.id);

    const again = await submitReset(token, 'Another-Passw0rd!');
    expect(again.status).toBe(410);
    expect((await again.json()).error).toMatchObject({ code: 'gone', message: 'account.tokenExpired' });
    const used = await tokenStatus(apiRequest(`/api/v1/auth/token?token=${token}&type=reset`), none);
    expect((await used.json()).item).toEqual({ status: 'used', email: 'reset.me@example.com' });
  });

  it('refuses an expired link, a replaced link and an unknown one', async () => {
    const org = await createOrg();
    const user = await createUser(org.id, 'viewer', { email: 'late@example.com' });
    const expired = await issueToken(await db(), { orgId: org.id, userId: user.id, type: 'reset', ttlHours: -1 });
    expect((await submitReset(expired, NEW_PASSWORD)).status).toBe(410);

    await requestReset('late@example.com', '192.0.2.20');
    await requestReset('late@example.com', '192.0.2.20');
    const [older, newer] = (await resetMails('late@example.com')).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect((await submitReset(tokenIn(older.text), NEW_PASSWORD)).status).toBe(410);
    expect((await submitReset('x'.repeat(43), NEW_PASSWORD)).status).toBe(410);
    expect((await submitReset(tokenIn(newer.text), NEW_PASSWORD)).status).toBe(200);
  });

  it('answers the same for unknown, employee-ID and disabled accounts and sends nothing', async () => {
    const org = await createOrg({ clientKey: 'resetco' });
    await createUser(org.id, 'viewer', { email: employeeIdEmail('resetco', 'E7'), employeeId: 'E7', passwordless: true });
    await createUser(org.id, 'viewer', { email: 'gone@example.com', disabled: true });
    for (const email of ['nobody@example.com', employeeIdEmail('resetco', 'E7'), 'gone@example.com']) {
      const res = await requestReset(email, '192.0.2.30');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ item: { sent: true } });
      expect(await resetMails(email)).toHaveLength(0);
    }
  });

  it('checks the password rules and the email shape', async () => {
    const org = await createOrg();
    const user = await createUser(org.id, 'viewer');
    const token = await issueToken(await db(), { orgId: org.id, userId: user.id, type: 'reset' });
    const weak = await submitReset(token, 'short1A!');
    expect(weak.status).toBe(422);
    expect((await weak.json()).error.issues).toEqual([{ path: 'password', message: 'rules.passwordLength' }]);
    const bad = await requestReset('not an email');
    expect(bad.status).toBe(422);
  });

  it('limits reset requests per account and address', async () => {
    const org = await createOrg();
    await createUser(org.id, 'viewer', { email: 'spam.target@example.com' });
    for (let i = 0; i < 5; i++) expect((await requestReset('spam.target@example.com', '198.51.100.40')).status).toBe(200);
    const limited = await requestReset('spam.target@example.com', '198.51.100.40');
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('rate_limited');
    expect((await requestReset('spam.target@example.com', '198.51.100.41')).status).toBe(200);
    expect(await resetMails('spam.target@example.com')).toHaveLength(6);
  });

  it('does not let a client spread reset requests over addresses it invents: without the server they share one budget', async () => {
    const org = await createOrg();
    await createUser(org.id, 'viewer', { email: 'spread.target@example.com' });
    const forged = (n: number) => ({
      'x-openhow-remote-addr': `198.51.100.${n}`,
      'x-openhow-remote-addr-proof': 'Zm9yZ2Vk',
      'x-forwarded-for': `203.0.113.${n}`,
      'x-real-ip': `192.0.2.${n}`,
      forwarded: `for=192.0.2.${n}`,
    });
    const send = (n: number) =>
      forgot(apiRequest('/api/v1/auth/forgot', { method: 'POST', body: { email: 'spread.target@example.com', languageCode: 'en' }, headers: forged(n) }), none);
    for (let n = 1; n <= 5; n++) expect((await send(n)).status).toBe(200);
    expect((await send(6)).status).toBe(429);
  });

  it('lets concurrent reset requests take exactly the budget', async () => {
    const org = await createOrg();
    await createUser(org.id, 'viewer', { email: 'burst.target@example.com' });
    const answers = await Promise.all(Array.from({ length: 12 }, () => requestReset('burst.target@example.com', '198.51.100.42')));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(7);
    expect(await resetMails('burst.target@example.com')).toHaveLength(5);
  });
});
