import { describe, expect, it } from 'vitest';
import type { SessionContext } from '@/lib/auth/session';
import { openSession, sealSession } from '@/lib/auth/session-handoff';

const session = {
  sessionId: 's-1',
  isSharedAccount: false,
  method: 'password',
  user: { id: 'u-1', email: 'viewer@example.com', employeeId: null, displayName: '维克 Viewer', role: 'viewer', roles: {}, locale: 'zh', avatarKey: null, shared: false, passwordless: false },
  org: { id: 'o-1', name: 'Org', clientKey: 'org', planType: 'enterprise', generation: null, defaultWorkspaceGroupId: null, settings: {} },
  access: { isOrgAdmin: false },
} as unknown as SessionContext;

describe('session handoff from the middleware to the page', () => {
  it('opens what it sealed for the same cookie, unicode intact', () => {
    expect(openSession(sealSession(session, 'cookie-a'), 'cookie-a')).toEqual(session);
  });

  it('refuses another cookie, a stale or far-future expiry, a forged body or signature, and nothing', () => {
    const now = Date.now();
    const sealed = sealSession(session, 'cookie-a', now);
    expect(openSession(sealed, 'cookie-b', now)).toBeNull();
    expect(openSession(sealed, 'cookie-a', now + 11_000)).toBeNull();
    expect(openSession(sealSession(session, 'cookie-a', now + 60_000), 'cookie-a', now)).toBeNull();
    const [body, sig] = sealed.split('.');
    const forged = Buffer.from(Buffer.from(body, 'base64url').toString().replace('"viewer"', '"admin-super"')).toString('base64url');
    expect(openSession(`${forged}.${sig}`, 'cookie-a', now)).toBeNull();
    expect(openSession(`${body}.${sig.slice(0, -2)}xx`, 'cookie-a', now)).toBeNull();
    expect(openSession(`${body}`, 'cookie-a', now)).toBeNull();
    expect(openSession(null, 'cookie-a', now)).toBeNull();
    expect(openSession(sealed, undefined, now)).toBeNull();
  });
});
