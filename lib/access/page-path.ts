import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PATH_HEADER } from '@/lib/auth/guards-shared';

/** The middleware's signature over PATH_HEADER: proof that the path came from it, not from a client. */
export const PATH_PROOF_HEADER = 'x-openhow-path-proof';

// Process-wide, like the session handoff: the middleware and the pages are separate bundles of
// this module but one process, and a key that never leaves memory needs no configuration.
const store = globalThis as unknown as { __openhowPathKey?: Buffer };
const key = (store.__openhowPathKey ??= randomBytes(32));

const sign = (path: string) => createHmac('sha256', key).update(path).digest();

/** Sets the path being rendered on the headers forwarded to the page, replacing whatever a client sent. */
export function stampPagePath(headers: Headers, path: string): void {
  headers.set(PATH_HEADER, path);
  headers.set(PATH_PROOF_HEADER, sign(path).toString('base64url'));
}

/**
 * The path the middleware stamped on this request, or null when it did not (a request the
 * middleware never saw, or a client's own header): a page must not take a client's word for its path.
 */
export function verifiedPagePath(headers: Pick<Headers, 'get'>): string | null {
  const path = headers.get(PATH_HEADER);
  const proof = Buffer.from(headers.get(PATH_PROOF_HEADER) ?? '', 'base64url');
  if (!path) return null;
  const expected = sign(path);
  return proof.length === expected.length && timingSafeEqual(proof, expected) ? path : null;
}
