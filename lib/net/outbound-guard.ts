import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { promises as dns } from 'node:dns';
import https from 'node:https';
import type { Duplex } from 'node:stream';
import { isPublicAddress, literalAddress } from './public-address';

/**
 * `OPENHOW_ALLOW_PRIVATE_OIDC=true` lets identity providers live on this machine or the private
 * network (local development, the tests' stand-in on 127.0.0.1). Off by default: an organisation
 * admin's issuer must not make the server reach its own network (server-side request forgery).
 */
export const privateIssuersAllowed = () => process.env.OPENHOW_ALLOW_PRIVATE_OIDC === 'true';

export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
  constructor(host: string) {
    super(`refused to connect to ${host}: not a public address`);
    this.name = 'PrivateAddressError';
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A dns.lookup that fails unless every address the name resolves to is allowed (public). The
 * socket connects to the address checked here, so DNS cannot answer differently between check and use.
 */
const allowedOnlyLookup = (isAllowed: (address: string) => boolean) => (hostname: string, options: LookupOptions, callback: LookupCallback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || !addresses.every((a) => isAllowed(a.address))) return callback(new PrivateAddressError(hostname), []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

/**
 * The HTTPS agent of every request to an identity provider (discovery, keys, token, user info):
 * address literals are checked here, names through allowedOnlyLookup, right before each connection.
 */
export class PublicOnlyAgent extends https.Agent {
  constructor(private readonly isAllowed: (address: string) => boolean = isPublicAddress) {
    super();
  }

  createConnection(options: https.RequestOptions, callback?: (err: Error | null, stream: Duplex) => void): Duplex | null | undefined {
    const host = String(options.host ?? options.hostname ?? '');
    const literal = literalAddress(host);
    if (literal && !this.isAllowed(literal)) {
      // Agent#createSocket takes the socket from the callback when nothing is returned.
      process.nextTick(() => callback?.(new PrivateAddressError(host), undefined as never));
      return undefined;
    }
    return super.createConnection({ ...options, lookup: allowedOnlyLookup(this.isAllowed) as never }, callback);
  }
}

const publicOnlyAgent = new PublicOnlyAgent();

/**
 * openid-client's HTTP options for next-auth providers. Without the opt-out the server talks to
 * identity providers over HTTPS only and only to public addresses; with it, through Node's plain
 * per-request agents (`agent: false`), so a provider on 127.0.0.1 over HTTP works.
 */
export const identityProviderHttpOptions = () => ({ agent: privateIssuersAllowed() ? (false as const) : publicOnlyAgent });

const DNS_TIMEOUT_MS = 3_000;

/** Every address a name resolves to now, or null when it does not resolve (in time). */
async function resolveAll(hostname: string): Promise<string[] | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(resolve, DNS_TIMEOUT_MS, null).unref());
  const lookup = dns.lookup(hostname, { all: true }).then(
    (list) => list.map((a) => a.address),
    () => null,
  );
  return Promise.race([lookup, timeout]);
}

/**
 * Whether an issuer URL may be saved: false when its host is, or now resolves to, a non-public
 * address. A name that does not resolve yet is accepted (the provider may not be set up yet);
 * the agent above checks again before every connection.
 */
export async function isPublicIssuer(issuer: string, resolve: (hostname: string) => Promise<string[] | null> = resolveAll): Promise<boolean> {
  if (privateIssuersAllowed()) return true;
  let hostname: string;
  try {
    hostname = new URL(issuer).hostname.toLowerCase();
  } catch {
    return false;
  }
  const literal = literalAddress(hostname);
  if (literal) return isPublicAddress(literal);
  const addresses = await resolve(hostname);
  return !addresses || addresses.every(isPublicAddress);
}
