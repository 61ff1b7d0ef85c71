import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientIp, REMOTE_ADDR_HEADER, REMOTE_ADDR_KEY_ENV, REMOTE_ADDR_PROOF_HEADER, UNKNOWN_CLIENT_IP } from '@/lib/net/client-ip';
import { fromAddress } from '../helpers/client-address';

// What a client can send itself on any path: every way of naming an address.
const FORGED = {
  [REMOTE_ADDR_HEADER]: '10.6.6.6',
  'x-forwarded-for': '10.7.7.7',
  'x-real-ip': '10.8.8.8',
  forwarded: 'for=10.9.9.9;proto=https',
};

/** The headers the app receives for a client at `socket` through scripts/server.mjs. */
const viaServer = (socket: string, forwarded?: string) => {
  const h = new Headers(fromAddress(socket));
  if (forwarded !== undefined) h.set('x-forwarded-for', forwarded);
  return h;
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  delete process.env.TRUSTED_PROXIES;
  delete process.env.OPENHOW_TRUSTED_PLATFORM;
  warn.mockRestore();
});

describe('clientIp behind scripts/server.mjs (authenticated socket address)', () => {
  it('uses the socket address and ignores a spoofed X-Forwarded-For without trusted proxies', () => {
    expect(clientIp(viaServer('198.51.100.9', '10.0.0.1'))).toBe('198.51.100.9');
  });

  it('ignores X-Forwarded-For when the socket peer is not a trusted proxy', () => {
    process.env.TRUSTED_PROXIES = '10.0.0.0/8';
    expect(clientIp(viaServer('198.51.100.9', '10.9.9.9'))).toBe('198.51.100.9');
  });

  it('walks X-Forwarded-For from the right only through trusted proxies', () => {
    process.env.TRUSTED_PROXIES = '10.0.0.0/8, 172.16.0.0/12';
    // client forged "1.1.1.1"; the real client 203.0.113.7 came through 172.16.0.5 then 10.0.0.2.
    expect(clientIp(viaServer('10.0.0.2', '1.1.1.1, 203.0.113.7, 172.16.0.5'))).toBe('203.0.113.7');
    // The hop that added the first untrusted entry is where the chain stops.
    expect(clientIp(viaServer('10.0.0.2', '1.1.1.1, 203.0.113.7'))).toBe('203.0.113.7');
    // Trusted all the way down: the leftmost entry is the best we know.
    expect(clientIp(viaServer('10.0.0.2', '172.16.0.9'))).toBe('172.16.0.9');
  });

  it('normalises IPv4-mapped IPv6 and brackets', () => {
    expect(clientIp(viaServer('::ffff:203.0.113.7'))).toBe('203.0.113.7');
    process.env.TRUSTED_PROXIES = '::1';
    expect(clientIp(viaServer('::1', '[2001:db8::7]'))).toBe('2001:db8::7');
  });

  it('never believes X-Real-IP or Forwarded, with or without trusted proxies', () => {
    for (const proxies of [undefined, '10.0.0.0/8']) {
      if (proxies) process.env.TRUSTED_PROXIES = proxies;
      const h = viaServer('198.51.100.9');
      h.set('x-real-ip', '10.8.8.8');
      h.set('forwarded', 'for=10.9.9.9');
      expect(clientIp(h)).toBe('198.51.100.9');
    }
  });

  it('refuses a proof made for another address, or with another key', () => {
    const h = viaServer('198.51.100.9');
    h.set(REMOTE_ADDR_HEADER, '10.6.6.6');
    expect(clientIp(h)).toBe(UNKNOWN_CLIENT_IP);
    const key = process.env[REMOTE_ADDR_KEY_ENV];
    const signed = viaServer('10.6.6.6');
    process.env[REMOTE_ADDR_KEY_ENV] = 'another-boot';
    expect(clientIp(signed)).toBe(UNKNOWN_CLIENT_IP);
    process.env[REMOTE_ADDR_KEY_ENV] = key;
    expect(clientIp(signed)).toBe('10.6.6.6');
  });
});

describe('clientIp without an authenticated socket address (next start, serverless)', () => {
  const withoutServer = () => {
    const key = process.env[REMOTE_ADDR_KEY_ENV];
    delete process.env[REMOTE_ADDR_KEY_ENV];
    return () => {
      process.env[REMOTE_ADDR_KEY_ENV] = key;
    };
  };

  it('is unknown whatever the client sends, with or without trusted proxies, and says why once', () => {
    const restore = withoutServer();
    try {
      expect(clientIp(new Headers(FORGED))).toBe(UNKNOWN_CLIENT_IP);
      // Next under `next start` fills X-Forwarded-For from the socket only when the client sent none.
      expect(clientIp(new Headers({ 'x-forwarded-for': '127.0.0.1' }))).toBe(UNKNOWN_CLIENT_IP);
      process.env.TRUSTED_PROXIES = '10.0.0.0/8, 127.0.0.1';
      expect(clientIp(new Headers(FORGED))).toBe(UNKNOWN_CLIENT_IP);
      expect(clientIp(new Headers({ ...FORGED, [REMOTE_ADDR_PROOF_HEADER]: 'AAAA' }))).toBe(UNKNOWN_CLIENT_IP);
    } finally {
      restore();
    }
    // Warned at most once per process (an earlier test may have used the one warning already).
    expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('on a named platform, believes the address its edge wrote, walking only through trusted proxies', () => {
    const restore = withoutServer();
    try {
      process.env.OPENHOW_TRUSTED_PLATFORM = 'vercel';
      // The edge overwrote the client's X-Forwarded-For with the address it saw; the other headers stay the client's.
      expect(clientIp(new Headers({ ...FORGED, 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7');
      process.env.TRUSTED_PROXIES = '203.0.113.0/24';
      expect(clientIp(new Headers({ ...FORGED, 'x-forwarded-for': '198.51.100.4, 203.0.113.7' }))).toBe('198.51.100.4');
      // No address from the edge: unknown, not the client's X-Real-IP or Forwarded.
      expect(clientIp(new Headers({ 'x-real-ip': '10.8.8.8', forwarded: 'for=10.9.9.9' }))).toBe(UNKNOWN_CLIENT_IP);
      process.env.OPENHOW_TRUSTED_PLATFORM = 'heroku';
      expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe(UNKNOWN_CLIENT_IP);
    } finally {
      restore();
    }
  });

  it('the authenticated socket address wins over a platform setting', () => {
    process.env.OPENHOW_TRUSTED_PLATFORM = 'vercel';
    expect(clientIp(viaServer('198.51.100.9', '10.7.7.7'))).toBe('198.51.100.9');
  });
});

describe('the unknown-address warning', () => {
  it('is written once per process, not per request', async () => {
    vi.resetModules();
    const fresh = await import('@/lib/net/client-ip');
    const h = new Headers(FORGED);
    fresh.clientIp(h);
    fresh.clientIp(h);
    fresh.clientIp(h);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/unknown.*scripts\/server\.mjs.*allow-lists.*one budget/s);
  });
});
