import { REMOTE_ADDR_KEY_ENV, drawRemoteAddrKey, stampRemoteAddr } from '../../scripts/remote-addr.mjs';

/**
 * The headers scripts/server.mjs adds for a client at `ip`: its socket address and the proof, made
 * by the server's own stamp with this process's key (drawn on first use, as the server does at boot).
 */
export function fromAddress(ip: string): Record<string, string> {
  const key = process.env[REMOTE_ADDR_KEY_ENV] ?? drawRemoteAddrKey();
  const req = { headers: {} as Record<string, string>, socket: { remoteAddress: ip } };
  stampRemoteAddr(req, key);
  return req.headers;
}
