// The production server's proof of the client's socket address (see lib/net/client-ip.ts): the app
// believes REMOTE_ADDR_HEADER only with a valid HMAC in REMOTE_ADDR_PROOF_HEADER, keyed by a random
// key this server draws at boot and hands to the app (same process) in REMOTE_ADDR_KEY_ENV. Under
// `next start` or on a serverless host nobody draws the key, so the header is never believed there.
import { createHmac, randomBytes } from 'node:crypto';

export const REMOTE_ADDR_HEADER = 'x-openhow-remote-addr';
export const REMOTE_ADDR_PROOF_HEADER = 'x-openhow-remote-addr-proof';
export const REMOTE_ADDR_KEY_ENV = 'OPENHOW_REMOTE_ADDR_KEY';

/** Draws this process's key, replacing any value the environment carried in. */
export function drawRemoteAddrKey(env = process.env) {
  env[REMOTE_ADDR_KEY_ENV] = randomBytes(32).toString('base64url');
  return env[REMOTE_ADDR_KEY_ENV];
}

/** Replaces whatever the client sent in both headers with the socket's address and its proof. */
export function stampRemoteAddr(req, key) {
  const addr = req.socket.remoteAddress ?? '';
  req.headers[REMOTE_ADDR_HEADER] = addr;
  req.headers[REMOTE_ADDR_PROOF_HEADER] = createHmac('sha256', key).update(addr).digest('base64url');
}
