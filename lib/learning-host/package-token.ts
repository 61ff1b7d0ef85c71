import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/lib/auth/session-cookie';

/**
 * The contract between a thin SCORM/cmi5 package and the host player (/rustici).
 *
 * A thin package carries a package token (which organisation and export it belongs to, signed by this
 * server) and a learner key derived from it. Its launcher reads the learner's id and name from the LMS
 * runtime and signs `learnerId \n learnerName \n issuedAtMs` with the learner key (HMAC-SHA256, WebCrypto),
 * so the values cannot be changed on the way; the host checks both signatures before signing anyone in.
 * Whoever holds the package (the LMS administrator) holds its key: the package is the credential, and
 * deleting the export process revokes it.
 */
export type PackageClaims = { v: 1; orgId: string; exportId: string; workflowIds: string[]; iat: number };

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const mac = (purpose: string, text: string) => createHmac('sha256', authSecret()).update(`${purpose}:${text}`).digest();

export function signPackageToken(claims: Omit<PackageClaims, 'v' | 'iat'>, now = Date.now()): string {
  const payload = b64(JSON.stringify({ v: 1, ...claims, iat: now } satisfies PackageClaims));
  return `${payload}.${b64(mac('openhow-package-token', payload))}`;
}

export function verifyPackageToken(token: string): PackageClaims | null {
  const [payload, sig] = token.split('.');
  if (!payload || !sig) return null;
  const expected = mac('openhow-package-token', payload);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PackageClaims;
    return claims.v === 1 && typeof claims.orgId === 'string' && typeof claims.exportId === 'string' && Array.isArray(claims.workflowIds)
      ? claims
      : null;
  } catch {
    return null;
  }
}

/** The key embedded in the package; the launcher uses its UTF-8 bytes as the HMAC-SHA256 key. */
export const learnerKey = (packageToken: string) => b64(mac('openhow-package-learner-key', packageToken));

export const learnerMessage = (learnerId: string, learnerName: string, issuedAtMs: number) => `${learnerId}\n${learnerName}\n${issuedAtMs}`;

/** Checks the launcher's signature (base64url) over the learner values. */
export function verifyLearnerSignature(packageToken: string, learner: { id: string; name: string; issuedAtMs: number }, signature: string): boolean {
  const expected = createHmac('sha256', Buffer.from(learnerKey(packageToken), 'utf8'))
    .update(learnerMessage(learner.id, learner.name, learner.issuedAtMs))
    .digest();
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
