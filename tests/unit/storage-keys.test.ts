import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/lib/http/errors';
import { attachmentDisposition } from '@/lib/storage/content-disposition';
import { assertValidKey, getKeyProblem, isValidKey } from '@/lib/storage/keys';
import { parseRange } from '@/lib/storage/range';
import { buildLocalSignedUrl, expiryFor, signLocal, verifyLocalSignature } from '@/lib/storage/signing';

const KEY = 'orgs/7f9c/avatars/0b6f2a1e-3c1d-4e55-9f0a-2b1c3d4e5f60.png';
const nowSeconds = () => Math.floor(Date.now() / 1000);

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('storage keys', () => {
  it.each([KEY, 'a', 'orgs/1/files/résumé final.pdf', 'orgs/1/hls/720p/segment-00001.m4s', 'orgs/1/v1.2/archive.tar.gz'])(
    'accepts %j',
    (key) => {
      expect(getKeyProblem(key)).toBeNull();
      expect(() => assertValidKey(key)).not.toThrow();
    },
  );

  it.each([
    ['', 'empty'],
    ['../etc/passwd', 'dot-dot'],
    ['orgs/../../x', 'dot-dot'],
    ['orgs/1/..', 'dot-dot'],
    ['orgs/1/a..b', 'dot-dot'],
    ['/orgs/1/x', 'leading slash'],
    ['orgs\\1\\x', 'backslash'],
    ['orgs/1/x\u0000.png', 'control character'],
    ['orgs/1/x\n.png', 'control character'],
    ['orgs/1/x\u007f', 'control character'],
    ['orgs//x', 'empty or dot segment'],
    ['orgs/x/', 'empty or dot segment'],
    ['./orgs/x', 'empty or dot segment'],
    ['orgs/./x', 'empty or dot segment'],
    ['k'.repeat(1025), 'too long'],
  ])('rejects %j (%s)', (key, problem) => {
    expect(getKeyProblem(key)).toBe(problem);
    expect(isValidKey(key)).toBe(false);
    expect(() => assertValidKey(key)).toThrow(AppError);
  });

  it('rejects non-strings and reports bad_request', () => {
    expect(isValidKey(undefined)).toBe(false);
    expect(isValidKey(42)).toBe(false);
    try {
      assertValidKey('../x');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('bad_request');
      expect((error as AppError).status).toBe(400);
    }
  });
});

describe('local URL signatures', () => {
  function signedParts(method: 'GET' | 'PUT', key = KEY, ttl = 3600) {
    const url = new URL(buildLocalSignedUrl(method, key, ttl), 'http://localhost');
    return { url, exp: url.searchParams.get('exp')!, sig: url.searchParams.get('sig')! };
  }

  it('builds a relative URL under /api/v1/storage/ that verifies', () => {
    const raw = buildLocalSignedUrl('GET', KEY, 600);
    expect(raw.startsWith(`/api/v1/storage/${KEY}?`)).toBe(true);
    const { exp, sig } = signedParts('GET');
    expect(Number(exp) - nowSeconds()).toBeGreaterThan(3590);
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyLocalSignature('GET', KEY, exp, sig)).toBe(true);
    expect(verifyLocalSignature('GET', KEY, Number(exp), sig)).toBe(true);
  });

  it('hands out the same URL for a quarter of an hour when it lives an hour or more, and exact expiries below that', () => {
    const at = Date.UTC(2026, 10, 27, 10, 7, 30);
    expect(expiryFor(6 * 3600, at)).toBe(Date.UTC(2026, 10, 27, 16, 15) / 1000);
    expect(expiryFor(6 * 3600, at + 7 * 60_000)).toBe(Date.UTC(2026, 10, 27, 16, 15) / 1000);
    expect(expiryFor(6 * 3600, at + 8 * 60_000)).toBe(Date.UTC(2026, 10, 27, 16, 30) / 1000);
    expect(expiryFor(600, at)).toBe(at / 1000 + 600);
    const first = buildLocalSignedUrl('GET', KEY, 6 * 3600);
    expect(buildLocalSignedUrl('GET', KEY, 6 * 3600)).toBe(first);
  });

  it('percent-encodes each key segment but signs the raw key', () => {
    const key = 'orgs/1/files/résumé final.pdf';
    const url = new URL(buildLocalSignedUrl('GET', key, 60), 'http://localhost');
    expect(url.pathname).toBe('/api/v1/storage/orgs/1/files/r%C3%A9sum%C3%A9%20final.pdf');
    expect(verifyLocalSignature('GET', key, url.searchParams.get('exp'), url.searchParams.get('sig'))).toBe(true);
  });

  it('is HMAC-SHA256 of "METHOD\\nkey\\nexp" with STORAGE_SIGNING_SECRET', async () => {
    vi.stubEnv('STORAGE_SIGNING_SECRET', 'unit-secret');
    const { createHmac } = await import('node:crypto');
    const expected = createHmac('sha256', 'unit-secret').update(`PUT\n${KEY}\n1234567890`).digest('hex');
    expect(signLocal('PUT', KEY, 1234567890)).toBe(expected);
  });

  it('falls back to NEXTAUTH_SECRET, then to a dev secret outside production only', () => {
    vi.stubEnv('STORAGE_SIGNING_SECRET', '');
    vi.stubEnv('NEXTAUTH_SECRET', 'auth-secret');
    const withAuthSecret = signLocal('GET', KEY, 1);
    vi.stubEnv('NEXTAUTH_SECRET', '');
    vi.stubEnv('NODE_ENV', 'development');
    const withDevSecret = signLocal('GET', KEY, 1);
    expect(withDevSecret).not.toBe(withAuthSecret);
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => signLocal('GET', KEY, 1)).toThrow(/STORAGE_SIGNING_SECRET/);
  });

  it('rejects an expired signature', () => {
    const exp = nowSeconds() - 1;
    expect(verifyLocalSignature('GET', KEY, exp, signLocal('GET', KEY, exp))).toBe(false);
    const { exp: future, sig } = signedParts('GET', KEY, 60);
    expect(verifyLocalSignature('GET', KEY, future, sig, (Number(future) + 1) * 1000)).toBe(false);
  });

  it('rejects tampered signatures, keys, expiries and methods', () => {
    const { exp, sig } = signedParts('GET');
    const flipped = (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1);
    expect(verifyLocalSignature('GET', KEY, exp, flipped)).toBe(false);
    expect(verifyLocalSignature('GET', `${KEY}x`, exp, sig)).toBe(false);
    expect(verifyLocalSignature('GET', KEY, String(Number(exp) + 1000), sig)).toBe(false);
    expect(verifyLocalSignature('PUT', KEY, exp, sig)).toBe(false);
  });

  it('rejects malformed input without throwing', () => {
    const { exp, sig } = signedParts('GET');
    expect(verifyLocalSignature('GET', KEY, exp, sig.slice(2))).toBe(false);
    expect(verifyLocalSignature('GET', KEY, exp, sig.toUpperCase())).toBe(false);
    expect(verifyLocalSignature('GET', KEY, exp, null)).toBe(false);
    expect(verifyLocalSignature('GET', KEY, null, sig)).toBe(false);
    expect(verifyLocalSignature('GET', KEY, `${exp}.5`, sig)).toBe(false);
    expect(verifyLocalSignature('GET', KEY, '-1', sig)).toBe(false);
    expect(verifyLocalSignature('GET', '../secret', exp, signLocal('GET', '../secret', Number(exp)))).toBe(false);
  });
});

describe('parseRange', () => {
  it.each([
    ['bytes=0-4', 10, { start: 0, end: 4 }],
    ['bytes=5-', 10, { start: 5, end: 9 }],
    ['bytes=-3', 10, { start: 7, end: 9 }],
    ['bytes=-30', 10, { start: 0, end: 9 }],
    ['bytes=8-100', 10, { start: 8, end: 9 }],
    ['bytes=10-', 10, 'unsatisfiable'],
    ['bytes=-0', 10, 'unsatisfiable'],
    ['bytes=0-', 0, 'unsatisfiable'],
    [null, 10, null],
    ['bytes=0-1,4-5', 10, null],
    ['items=0-1', 10, null],
    ['bytes=5-2', 10, null],
    ['bytes=-', 10, null],
    ['bytes=abc', 10, null],
  ] as const)('%j of %i bytes → %j', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});

describe('attachmentDisposition', () => {
  it('quotes an ASCII fallback and encodes the real name', () => {
    expect(attachmentDisposition('Safety "SOP" ü.pdf')).toBe(
      `attachment; filename="Safety _SOP_ _.pdf"; filename*=UTF-8''Safety%20%22SOP%22%20%C3%BC.pdf`,
    );
  });
});
