import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { isValidKey } from './keys';

export type SignedMethod = 'GET' | 'PUT';

export const LOCAL_ROUTE_PREFIX = '/api/v1/storage/';

// Lets a fresh checkout run with zero configuration; production refuses to use it.
const DEV_SECRET = 'openhow-dev-storage-signing-secret';

function getSigningSecret(): string {
  const secret = process.env.STORAGE_SIGNING_SECRET || process.env.NEXTAUTH_SECRET;
  if (secret) return secret;
  if (process.env.NODE_ENV === 'production') {
    throw new Error('STORAGE_SIGNING_SECRET (or NEXTAUTH_SECRET) must be set in production');
  }
  return DEV_SECRET;
}

const signatures = { secret: '', byText: new LRUCache<string, string>({ max: 10_000 }) };

/** The URL's signature; one is computed once per URL (see expiryFor: URLs repeat for minutes). */
export function signLocal(method: SignedMethod, key: string, exp: number): string {
  const secret = getSigningSecret();
  if (signatures.secret !== secret) {
    signatures.secret = secret;
    signatures.byText.clear();
  }
  const text = `${method}\n${key}\n${exp}`;
  let sig = signatures.byText.get(text);
  if (!sig) {
    sig = createHmac('sha256', secret).update(text).digest('hex');
    signatures.byText.set(text, sig);
  }
  return sig;
}

// URLs that live an hour or more end on a quarter-hour boundary: every page shown in those 15
// minutes hands out the same URL, which the browser then answers from its cache (the file route
// allows caching until the URL expires), and which is signed once.
const EXPIRY_STEP_SECONDS = 900;

/** The expiry (epoch seconds) of a URL that must stay valid for at least `expiresInSeconds`. */
export function expiryFor(expiresInSeconds: number, now = Date.now()): number {
  const ttl = Math.max(1, Math.floor(expiresInSeconds));
  const exp = Math.floor(now / 1000) + ttl;
  return ttl >= 4 * EXPIRY_STEP_SECONDS ? Math.ceil(exp / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS : exp;
}

/** Seconds left before a signed URL expires; 0 or less means expired. */
export function secondsUntil(exp: number, now = Date.now()): number {
  return exp - Math.floor(now / 1000);
}

export function verifyLocalSignature(
  method: SignedMethod,
  key: string,
  exp: string | number | null | undefined,
  sig: string | null | undefined,
  now = Date.now(),
): boolean {
  if (!isValidKey(key) || typeof sig !== 'string' || !/^[0-9a-f]{64}$/.test(sig)) return false;
  const expText = String(exp ?? '');
  if (!/^\d{1,12}$/.test(expText)) return false;
  const expSeconds = Number(expText);
  if (secondsUntil(expSeconds, now) <= 0) return false;
  // Compare raw bytes in constant time so the signature cannot be guessed byte by byte.
  const expected = Buffer.from(signLocal(method, key, expSeconds), 'hex');
  return timingSafeEqual(expected, Buffer.from(sig, 'hex'));
}

export function encodeKeyPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

export function buildLocalSignedUrl(
  method: SignedMethod,
  key: string,
  expiresInSeconds: number,
  extraParams: Record<string, string> = {},
): string {
  const exp = expiryFor(expiresInSeconds);
  const query = new URLSearchParams({ exp: String(exp), sig: signLocal(method, key, exp), ...extraParams });
  return `${LOCAL_ROUTE_PREFIX}${encodeKeyPath(key)}?${query}`;
}
