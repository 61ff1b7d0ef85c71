import { describe, expect, it } from 'vitest';
import type { SessionContext } from '@/lib/auth/session';
import { claimSession, handOverSession, heldSessionCount } from '@/lib/auth/session-handoff';

const session = {
  sessionId: 's-1',
  isSharedAccount: false,
  method: 'password',
  user: { id: 'u-1', email: 'viewer@example.com', employeeId: null, displayName: '维克 Viewer', role: 'viewer', roles: {}, locale: 'zh', avatarKey: null, shared: false, passwordless: false },
  org: { id: 'o-1', name: 'Org', clientKey: 'org', planType: 'enterprise', generation: null, defaultWorkspaceGroupId: null, settings: {} },
  access: { isOrgAdmin: false },
} as unknown as SessionContext;

describe('session handoff from the middleware to the page', () => {
  it('gives the page what the middleware left for the same cookie, once', () => {
    const id = handOverSession(session, 'cookie-a');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claimSession(id, 'cookie-a')).toBe(session);
    expect(claimSession(id, 'cookie-a')).toBeNull();
  });

  it('refuses another cookie, a stale claim, an unknown id and nothing', () => {
    const now = Date.now();
    const other = handOverSession(session, 'cookie-a', now);
    expect(claimSession(other, 'cookie-b', now)).toBeNull();
    // A refused claim is gone too: the right cookie cannot take it afterwards.
    expect(claimSession(other, 'cookie-a', now)).toBeNull();
    const stale = handOverSession(session, 'cookie-a', now);
    expect(claimSession(stale, 'cookie-a', now + 10_000)).toBeNull();
    expect(claimSession('00000000-0000-4000-8000-000000000000', 'cookie-a', now)).toBeNull();
    expect(claimSession(null, 'cookie-a', now)).toBeNull();
    expect(claimSession(handOverSession(session, 'cookie-a', now), undefined, now)).toBeNull();
  });

  it('forgets unclaimed sessions once they expire', () => {
    const now = Date.now();
    Array.from({ length: 20 }, () => handOverSession(session, 'cookie-a', now));
    expect(heldSessionCount()).toBeGreaterThanOrEqual(20);
    // Any later handover sweeps the expired ones; the fresh one stays claimable.
    const fresh = handOverSession(session, 'cookie-a', now + 10_001);
    expect(heldSessionCount()).toBe(1);
    expect(claimSession(fresh, 'cookie-a', now + 10_001)).toBe(session);
    expect(heldSessionCount()).toBe(0);
  });
});
