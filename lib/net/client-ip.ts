import { LRUCache } from 'lru-cache';
import { ipMatchesAny, parseAddress } from './cidr';

/** Set by scripts/server.mjs from the socket, after deleting any copy the client sent. */
export const REMOTE_ADDR_HEADER = 'x-openhow-remote-addr';

const trustedProxies = () =>
  (process.env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The client's IP. X-Forwarded-For is believed only hop by hop from the right, and only while the
 * hop that added it is a configured trusted proxy (TRUSTED_PROXIES, CIDR list); a client can put
 * anything at the left of that header, so it is never read blindly.
 */
export function clientIp(headers: Headers): string {
  const socket = headers.get(REMOTE_ADDR_HEADER);
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!socket) {
    // Only under `next dev` or a foreign server: Next itself fills x-forwarded-for from the socket.
    return normalise(forwarded.at(-1) ?? '0.0.0.0');
  }
  const trusted = trustedProxies();
  let ip = socket;
  while (trusted.length > 0 && ipMatchesAny(ip, trusted) && forwarded.length > 0) {
    ip = forwarded.pop() as string;
  }
  return normalise(ip);
}

// Every request asks (the middleware and the page loader), mostly for the same few addresses.
const normalised = new LRUCache<string, string>({ max: 1_000 });

function normalise(ip: string): string {
  let known = normalised.get(ip);
  if (known === undefined) {
    known = parseAddress(ip)?.toString() ?? ip;
    normalised.set(ip, known);
  }
  return known;
}
