import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIp, REMOTE_ADDR_KEY_ENV, UNKNOWN_CLIENT_IP } from '@/lib/net/client-ip';
import { drawRemoteAddrKey, REMOTE_ADDR_HEADER, REMOTE_ADDR_PROOF_HEADER, stampRemoteAddr } from '../../scripts/remote-addr.mjs';
import { listenLocally, rawGet } from '../helpers/raw-http';

// A client that names every address it can, proof included (copied from an earlier request, say).
const FORGED = {
  [REMOTE_ADDR_HEADER]: '10.6.6.6',
  [REMOTE_ADDR_PROOF_HEADER]: 'bm90LWEtcHJvb2Y',
  'x-forwarded-for': '10.7.7.7',
  'x-real-ip': '10.8.8.8',
  forwarded: 'for=10.9.9.9',
};

// scripts/server.mjs's stamp in front of a handler that answers with what the app would use.
let server: Awaited<ReturnType<typeof listenLocally>>;
const envKey = process.env[REMOTE_ADDR_KEY_ENV];
beforeAll(async () => {
  const key = drawRemoteAddrKey();
  server = await listenLocally((req, res) => {
    stampRemoteAddr(req, key);
    const headers = new Headers(Object.entries(req.headers).map(([k, v]): [string, string] => [k, String(v)]));
    res.end(JSON.stringify({ ip: clientIp(headers), stamped: req.headers[REMOTE_ADDR_HEADER] }));
  });
});
afterAll(async () => {
  await server.close();
  process.env[REMOTE_ADDR_KEY_ENV] = envKey;
  delete process.env.TRUSTED_PROXIES;
});

const ask = async (headers: Record<string, string>) => JSON.parse((await rawGet(`${server.base}/`, headers)).body.toString());

describe('stampRemoteAddr (scripts/server.mjs)', () => {
  it('hands the app its key through the environment of its own process', () => {
    expect(process.env[REMOTE_ADDR_KEY_ENV]).toMatch(/^[\w-]{43}$/);
  });

  it('replaces a client’s forged address headers with the socket address the app then believes', async () => {
    expect(await ask(FORGED)).toEqual({ ip: '127.0.0.1', stamped: '127.0.0.1' });
    expect(await ask({})).toEqual({ ip: '127.0.0.1', stamped: '127.0.0.1' });
  });

  it('still ignores the forged headers when trusted proxies are configured and the peer is not one', async () => {
    process.env.TRUSTED_PROXIES = '10.0.0.0/8';
    expect((await ask(FORGED)).ip).toBe('127.0.0.1');
  });

  it('the same headers reaching the app without the server are worth nothing', () => {
    expect(clientIp(new Headers(FORGED))).toBe(UNKNOWN_CLIENT_IP);
  });
});
