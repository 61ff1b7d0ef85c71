import { describe, expect, it } from 'vitest';
import { knownDeviceCookie, knownDeviceOf } from '@/lib/auth/known-device';

describe('known-device cookie', () => {
  it('reads a well-formed id and ignores anything else', () => {
    expect(knownDeviceOf('a=1; oh_known_device=AbC_-123456789012; b=2')).toBe('AbC_-123456789012');
    expect(knownDeviceOf('oh_known_device=short')).toBeNull();
    expect(knownDeviceOf('oh_known_device=has spaces and ;;')).toBeNull();
    expect(knownDeviceOf(null)).toBeNull();
  });

  it('is HttpOnly, scoped to the auth endpoints and kept 90 days', () => {
    const cookie = knownDeviceCookie('AbC_-123456789012');
    expect(cookie).toMatch(/^oh_known_device=AbC_-123456789012;/);
    expect(cookie).toContain('Path=/api/auth');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain(`Max-Age=${90 * 24 * 60 * 60}`);
  });
});
