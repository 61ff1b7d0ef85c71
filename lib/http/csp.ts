import { nonceOf } from '@/scripts/public-pages.mjs';

/**
 * The Content-Security-Policy of every page. Scripts run only with this response's nonce — Next
 * puts it on its own scripts when it finds it in the request's policy header (set by the
 * middleware), our own tags read it with `nonceFromPolicy` — and what those scripts load
 * ('strict-dynamic': Next's chunks, hls.js, the i18n catalogue on a client navigation). 'self' is
 * only for browsers older than 'strict-dynamic'. Only the public and embed players may be framed
 * by other sites. Everything else (images, media, styles, connections) is left as it was: the
 * policy is about scripts and framing.
 */
export const CSP_HEADER = 'content-security-policy';

/** Pages other sites may frame (spec 02: the public and embed players, and the host player inside an LMS). */
const EMBEDDABLE = /^\/(?:p|playerfullscreenpublic|playerembed|rustici)(?:\/|$)/;

/** A fresh nonce: 128 random bits, base64 (what the attribute and the policy both carry). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function frameAncestors(pathname: string): string {
  return EMBEDDABLE.test(pathname) ? '*' : "'self'";
}

/** The policy of a page at `pathname` carrying `nonce`. */
export function contentSecurityPolicy(nonce: string, pathname: string): string {
  return [
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    // hls.js runs its transmuxer in a worker made from a blob.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${frameAncestors(pathname)}`,
  ].join('; ');
}

/** The nonce a policy allows (null when it names none); the production server reads it the same way. */
export const nonceFromPolicy: (policy: string | null | undefined) => string | null = nonceOf;
