import { createHmac, timingSafeEqual } from 'node:crypto';
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

export function signLocal(method: SignedMethod, key: string, exp: number): string {
  return createHmac('sha256', getSigningSecret()).update(`${method}\n${key}\n${exp}`).digest('hex');
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
  const exp = Math.floor(Date.now() / 1000) + Math.max(1, Math.floor(expiresInSeconds));
  const query = new URLSearchParams({ exp: String(exp), sig: signLocal(method, key, exp), ...extraParams });
  return `${LOCAL_ROUTE_PREFIX}${encodeKeyPath(key)}?${query}`;
}
