import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/lib/auth/session-cookie';
import { PATH_HEADER } from '@/lib/auth/guards-shared';

/** The middleware's signature over PATH_HEADER: proof that the path came from it, not from a client. */
export const PATH_PROOF_HEADER = 'x-openhow-path-proof';

// Derived from the deployment's secret, not kept in process memory: on a platform where the
// middleware and the page run in different instances (serverless), both still agree on it.
let key: Buffer | null = null;
const pathKey = () => (key ??= createHmac('sha256', authSecret()).update('openhow:page-path').digest());

const sign = (path: string) => createHmac('sha256', pathKey()).update(path).digest();

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
