import 'server-only';
import { UNKNOWN_CLIENT_IP } from './unknown-address';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { ipMatchesAny, parseAddress } from './cidr';

/** Set by scripts/server.mjs from the socket, with REMOTE_ADDR_PROOF_HEADER (scripts/remote-addr.mjs). */
export const REMOTE_ADDR_HEADER = 'x-openhow-remote-addr';
export const REMOTE_ADDR_PROOF_HEADER = 'x-openhow-remote-addr-proof';
/** The per-boot key scripts/server.mjs draws for its own process; never configured by hand. */
export const REMOTE_ADDR_KEY_ENV = 'OPENHOW_REMOTE_ADDR_KEY';

/** The address used when no trustworthy source names one: fails every allow-list, one shared rate-limit key. */
export { UNKNOWN_CLIENT_IP };

/** Platforms whose edge sets `X-Forwarded-For` itself, replacing whatever the client sent. */
const PLATFORMS = ['vercel'] as const;

const trustedProxies = () =>
  (process.env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The socket address scripts/server.mjs stamped on this request, or null when it carries no valid proof. */
function authenticatedSocket(headers: Headers): string | null {
  const key = process.env[REMOTE_ADDR_KEY_ENV];
  const addr = headers.get(REMOTE_ADDR_HEADER);
  if (!key || addr === null) return null;
  const proof = Buffer.from(headers.get(REMOTE_ADDR_PROOF_HEADER) ?? '', 'base64url');
  const expected = createHmac('sha256', key).update(addr).digest();
  return proof.length === expected.length && timingSafeEqual(proof, expected) ? addr : null;
}

const forwardedFor = (headers: Headers) =>
  (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The client's IP, from one declared source (README "Client IP"):
 * 1. scripts/server.mjs's authenticated socket address; 2. else, when OPENHOW_TRUSTED_PLATFORM
 * names a platform whose edge overwrites X-Forwarded-For, the address that edge saw; 3. else
 * unknown. From the first two, X-Forwarded-For is walked from the right only while the hop is in
 * TRUSTED_PROXIES. A client's own X-Forwarded-For, X-Real-IP, Forwarded or remote-address header
 * is never believed: under `next start` Next keeps a client's X-Forwarded-For.
 */
export function clientIp(headers: Headers): string {
  const socket = authenticatedSocket(headers);
  const forwarded = forwardedFor(headers);
  let ip: string | undefined;
  if (socket !== null) ip = socket;
  else if (platform()) ip = forwarded.pop();
  if (!ip) {
    warnUnknownOnce();
    return UNKNOWN_CLIENT_IP;
  }
  const trusted = trustedProxies();
  while (trusted.length > 0 && ipMatchesAny(ip, trusted) && forwarded.length > 0) {
    ip = forwarded.pop() as string;
  }
  return normalise(ip);
}

function platform(): (typeof PLATFORMS)[number] | null {
  const named = process.env.OPENHOW_TRUSTED_PLATFORM?.trim().toLowerCase();
  return PLATFORMS.find((p) => p === named) ?? null;
}

let warned = false;

// Once per process: the operator needs to know, and a line per request would drown the log.
function warnUnknownOnce(): void {
  if (warned) return;
  warned = true;
  const named = process.env.OPENHOW_TRUSTED_PLATFORM;
  console.warn(
    '[client-ip] The client address is unknown: the request did not come through scripts/server.mjs' +
      (named && !platform() ? ` and OPENHOW_TRUSTED_PLATFORM="${named}" is not a known platform (${PLATFORMS.join(', ')})` : ' and OPENHOW_TRUSTED_PLATFORM is not set') +
      '. IP allow-lists refuse everyone but organisation admins, and rate limits share one budget for all clients.',
  );
}

// Every request asks (the middleware and the page loader), mostly for the same few addresses.
const normalised = new LRUCache<string, string>({ max: 1_000 });

function normalise(ip: string): string {
  let known = normalised.get(ip);
  if (known === undefined) {
    known = parseAddress(ip)?.toString() ?? UNKNOWN_CLIENT_IP;
    normalised.set(ip, known);
  }
  return known;
}

/** Whether scripts/server.mjs handed this request on (its stamp verifies), rather than plain `next start` or a platform. */
export const viaProductionServer = (headers: Headers): boolean => authenticatedSocket(headers) !== null;
