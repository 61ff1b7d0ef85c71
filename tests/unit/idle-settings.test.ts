import { describe, expect, it } from 'vitest';
import { autoLogoutSettings, isIdleExpired } from '@/lib/access/idle';
import { parseOrgSettings } from '@/lib/orgs/settings';

const settings = (permissions: Record<string, unknown>) => parseOrgSettings({ permissions });
const minutesAgo = (m: number, now: number) => new Date(now - m * 60_000);

describe('auto-logout settings (spec §9)', () => {
  it('is off by default with a 15-minute timeout', () => {
    expect(autoLogoutSettings(parseOrgSettings({}))).toEqual({ enabled: false, timeoutMinutes: 15 });
  });

  it('reads the timeout string, falling back to 15 for nonsense', () => {
    expect(autoLogoutSettings(settings({ allowAutoLogout: true, autoLogoutTimeout: '30' }))).toEqual({ enabled: true, timeoutMinutes: 30 });
    expect(autoLogoutSettings(settings({ allowAutoLogout: true, autoLogoutTimeout: 'soon' })).timeoutMinutes).toBe(15);
    expect(autoLogoutSettings(settings({ allowAutoLogout: true, autoLogoutTimeout: '0' })).timeoutMinutes).toBe(15);
  });

  it('expires a session idle longer than the timeout, only when switched on', () => {
    const now = Date.now();
    const on = settings({ allowAutoLogout: true, autoLogoutTimeout: '10' });
    expect(isIdleExpired(on, minutesAgo(9, now), now)).toBe(false);
    expect(isIdleExpired(on, minutesAgo(11, now), now)).toBe(true);
    expect(isIdleExpired(settings({ autoLogoutTimeout: '10' }), minutesAgo(600, now), now)).toBe(false);
  });
});
