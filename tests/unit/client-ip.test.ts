import { afterEach, describe, expect, it } from 'vitest';
import { clientIp, REMOTE_ADDR_HEADER } from '@/lib/net/client-ip';

const headers = (socket: string | null, forwarded?: string) => {
  const h = new Headers();
  if (socket !== null) h.set(REMOTE_ADDR_HEADER, socket);
  if (forwarded !== undefined) h.set('x-forwarded-for', forwarded);
  return h;
};

afterEach(() => {
  delete process.env.TRUSTED_PROXIES;
});

describe('clientIp', () => {
  it('uses the socket address and ignores a spoofed X-Forwarded-For without trusted proxies', () => {
    expect(clientIp(headers('198.51.100.9', '10.0.0.1'))).toBe('198.51.100.9');
  });

  it('ignores X-Forwarded-For when the socket peer is not a trusted proxy', () => {
    process.env.TRUSTED_PROXIES = '10.0.0.0/8';
    expect(clientIp(headers('198.51.100.9', '10.9.9.9'))).toBe('198.51.100.9');
  });

  it('walks X-Forwarded-For from the right only through trusted proxies', () => {
    process.env.TRUSTED_PROXIES = '10.0.0.0/8, 172.16.0.0/12';
    // client forged "1.1.1.1"; the real client 203.0.113.7 came through 172.16.0.5 then 10.0.0.2.
    expect(clientIp(headers('10.0.0.2', '1.1.1.1, 203.0.113.7, 172.16.0.5'))).toBe('203.0.113.7');
    // The hop that added the first untrusted entry is where the chain stops.
    expect(clientIp(headers('10.0.0.2', '1.1.1.1, 203.0.113.7'))).toBe('203.0.113.7');
    // Trusted all the way down: the leftmost entry is the best we know.
    expect(clientIp(headers('10.0.0.2', '172.16.0.9'))).toBe('172.16.0.9');
  });

  it('normalises IPv4-mapped IPv6 and brackets', () => {
    expect(clientIp(headers('::ffff:203.0.113.7'))).toBe('203.0.113.7');
    process.env.TRUSTED_PROXIES = '::1';
    expect(clientIp(headers('::1', '2001:db8::7'))).toBe('2001:db8::7');
  });

  it('falls back to the last X-Forwarded-For hop only when no socket address is known (next dev)', () => {
    expect(clientIp(headers(null, '1.1.1.1, 127.0.0.1'))).toBe('127.0.0.1');
    expect(clientIp(headers(null))).toBe('0.0.0.0');
  });
});
