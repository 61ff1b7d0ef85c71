import { describe, expect, it } from 'vitest';
import { authenticate } from '@/lib/auth/login';
import { employeeIdEmail, sharedAccountEmail } from '@/lib/auth/identity';
import { loadSessionContext } from '@/lib/auth/session';
import { revokeUserSessions } from '@/lib/auth/queries';
import { createOrg, createUser, db, PASSWORD } from '../helpers/factories';

const meta = { ip: '203.0.113.7', userAgent: 'vitest' };

describe('authenticate', () => {
  it('signs an email user in and opens a session with the role access', async () => {
    const org = await createOrg();
    const user = await createUser(org.id, 'publisher', { email: 'pat.publisher@example.com' });
    const result = await authenticate(await db(), { login: 'Pat.Publisher@example.com', password: PASSWORD }, meta);
    expect(result.userId).toBe(user.id);
    const ctx = await loadSessionContext(await db(), result.sessionId);
    expect(ctx?.user.email).toBe('pat.publisher@example.com');
    expect(ctx?.access.editor).toBe(true);
    expect(ctx?.access.admin).toBe(false);
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const org = await createOrg();
    await createUser(org.id, 'viewer', { email: 'val@example.com' });
    await expect(authenticate(await db(), { login: 'val@example.com', password: 'nope' }, meta)).rejects.toMatchObject({
      messageKey: 'auth.invalidLoginCredentials',
    });
    await expect(authenticate(await db(), { login: 'nobody@example.com', password: PASSWORD }, meta)).rejects.toMatchObject({
      messageKey: 'auth.invalidLoginCredentials',
    });
  });

  it('signs employee-ID and shared-device accounts in through the client key', async () => {
    const org = await createOrg({ clientKey: 'acme' });
    const emp = await createUser(org.id, 'viewer', { email: employeeIdEmail('acme', 'E42'), employeeId: 'E42' });
    const shared = await createUser(org.id, 'viewer', { email: sharedAccountEmail('acme', 'line1'), shared: true });
    const a = await authenticate(await db(), { login: 'e42', password: PASSWORD, clientKey: 'ACME' }, meta);
    expect(a.userId).toBe(emp.id);
    const b = await authenticate(await db(), { login: 'line1.shared', password: PASSWORD, clientKey: 'acme' }, meta);
    expect(b).toMatchObject({ userId: shared.id, isSharedAccount: true });
    await expect(authenticate(await db(), { login: 'E42', password: PASSWORD }, meta)).rejects.toMatchObject({
      messageKey: 'auth.clientKeyRequired',
    });
    await expect(authenticate(await db(), { login: 'E42', password: PASSWORD, clientKey: 'nope' }, meta)).rejects.toMatchObject({
      messageKey: 'auth.alertInvalidId',
    });
  });

  it('explains SSO-only organisations, disabled users and users without a role', async () => {
    const sso = await createOrg({ sso: { ssoLoginOnly: true } });
    await createUser(sso.id, 'viewer', { email: 'sso@example.com' });
    await expect(authenticate(await db(), { login: 'sso@example.com', password: PASSWORD }, meta)).rejects.toMatchObject({
      messageKey: 'auth.useSsoLogin',
    });
    const org = await createOrg();
    await createUser(org.id, 'viewer', { email: 'off@example.com', disabled: true });
    await expect(authenticate(await db(), { login: 'off@example.com', password: PASSWORD }, meta)).rejects.toMatchObject({
      messageKey: 'auth.accountDisabled',
    });
    await createUser(org.id, null, { email: 'norole@example.com' });
    await expect(authenticate(await db(), { login: 'norole@example.com', password: PASSWORD }, meta)).rejects.toMatchObject({
      messageKey: 'auth.notRegistered',
    });
  });

  it('limits repeated failures per account and address without locking the owner out elsewhere', async () => {
    const org = await createOrg();
    await createUser(org.id, 'viewer', { email: 'target@example.com' });
    const attacker = { ip: '198.51.100.9' };
    for (let i = 0; i < 10; i++) {
      await expect(authenticate(await db(), { login: 'target@example.com', password: 'bad' }, attacker)).rejects.toMatchObject({
        code: 'unauthorized',
      });
    }
    await expect(authenticate(await db(), { login: 'target@example.com', password: PASSWORD }, attacker)).rejects.toMatchObject({
      code: 'rate_limited',
    });
    const owner = await authenticate(await db(), { login: 'target@example.com', password: PASSWORD }, { ip: '192.0.2.1' });
    expect(owner.sessionId).toBeTruthy();
  });

  it('revoked sessions stop resolving', async () => {
    const org = await createOrg();
    const user = await createUser(org.id, 'viewer', { email: 'rev@example.com' });
    const { sessionId } = await authenticate(await db(), { login: 'rev@example.com', password: PASSWORD }, meta);
    await revokeUserSessions(await db(), { orgId: org.id, userId: user.id });
    expect(await loadSessionContext(await db(), sessionId)).toBeNull();
  });
});
