import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isPublicIssuer, PublicOnlyAgent } from '@/lib/net/outbound-guard';
import { isPublicAddress, literalAddress } from '@/lib/net/public-address';

describe('isPublicAddress (where an identity provider may live)', () => {
  it('accepts global unicast addresses only', () => {
    for (const ip of ['8.8.8.8', '1.1.1.1', '2606:4700::1111', '[2606:4700::1111]']) expect(isPublicAddress(ip), ip).toBe(true);
    const refused = [
      '127.0.0.1', '127.1.2.3', '::1', '[::1]', // loopback
      '10.0.0.1', '172.16.5.4', '192.168.1.1', // private
      '169.254.169.254', 'fe80::1', // link-local, cloud metadata
      'fd00:ec2::254', 'fc00::1', // unique-local (AWS IPv6 metadata)
      '100.64.0.1', '100.100.100.200', // CGNAT (Alibaba metadata)
      '224.0.0.1', 'ff02::1', '0.0.0.0', '::', '255.255.255.255', // multicast, unspecified, broadcast
      '::ffff:127.0.0.1', '::ffff:10.0.0.1', '64:ff9b::a00:1', '2002:a00:1::', // IPv4 inside IPv6
      'not an ip', '',
    ];
    for (const ip of refused) expect(isPublicAddress(ip), ip).toBe(false);
  });

  it('recognises address literals as URL host names spell them', () => {
    expect(literalAddress(new URL('http://0x7f.1:80/').hostname)).toBe('127.0.0.1');
    expect(literalAddress(new URL('http://[::1]:80/').hostname)).toBe('::1');
    expect(literalAddress('idp.example.com')).toBeNull();
  });
});

describe('isPublicIssuer (checked when an admin saves the issuer)', () => {
  const saved = process.env.OPENHOW_ALLOW_PRIVATE_OIDC;
  afterEach(() => {
    if (saved === undefined) delete process.env.OPENHOW_ALLOW_PRIVATE_OIDC;
    else process.env.OPENHOW_ALLOW_PRIVATE_OIDC = saved;
  });
  const dnsSays = (answer: string[] | null) => async () => answer;

  it('refuses literal and resolved private addresses; accepts a name that does not resolve yet', async () => {
    delete process.env.OPENHOW_ALLOW_PRIVATE_OIDC;
    expect(await isPublicIssuer('https://10.0.0.1', dnsSays(null))).toBe(false);
    expect(await isPublicIssuer('https://[fd00::1]/realm', dnsSays(null))).toBe(false);
    expect(await isPublicIssuer('https://idp.example.com', dnsSays(['203.0.113.9', '169.254.169.254']))).toBe(false);
    expect(await isPublicIssuer('https://idp.example.com', dnsSays(['8.8.8.8']))).toBe(true);
    expect(await isPublicIssuer('https://idp.example.com', dnsSays(null))).toBe(true);
    expect(await isPublicIssuer('https://localhost:8443')).toBe(false);
  });

  it('allows everything with OPENHOW_ALLOW_PRIVATE_OIDC=true', async () => {
    process.env.OPENHOW_ALLOW_PRIVATE_OIDC = 'true';
    expect(await isPublicIssuer('http://127.0.0.1:3199', dnsSays(null))).toBe(true);
  });
});

describe('PublicOnlyAgent (checked right before each connection)', () => {
  // A real TLS server on 127.0.0.1 with a throw-away certificate for "localhost".
  function tlsServer() {
    const dir = mkdtempSync(path.join(tmpdir(), 'openhow-tls-'));
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'], { stdio: 'ignore' });
    let hits = 0;
    const server = https.createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (_req, res) => {
      hits++;
      res.end('ok');
    });
    server.on('connection', () => hits++);
    return new Promise<{ port: number; ca: Buffer; hits: () => number; close: () => void }>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as AddressInfo).port, ca: readFileSync(cert), hits: () => hits, close: () => server.close() })),
    );
  }
  const get = (url: string, agent: https.Agent, ca: Buffer) =>
    new Promise<string>((resolve, reject) => {
      https.get(url, { agent, ca }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c)).on('end', () => resolve(body));
      }).on('error', reject);
    });

  it('never connects to a private address, whether spelt as a literal or behind a name', async () => {
    const server = await tlsServer();
    try {
      const agent = new PublicOnlyAgent();
      await expect(get(`https://127.0.0.1:${server.port}/`, agent, server.ca)).rejects.toThrow(/not a public address/);
      await expect(get(`https://localhost:${server.port}/`, agent, server.ca)).rejects.toThrow(/not a public address/);
      expect(server.hits()).toBe(0);

      // The same agent with loopback allowed still speaks TLS with the right server name.
      const permissive = new PublicOnlyAgent((ip) => ip === '127.0.0.1');
      expect(await get(`https://localhost:${server.port}/`, permissive, server.ca)).toBe('ok');
      expect(await get(`https://127.0.0.1:${server.port}/`, permissive, server.ca)).toBe('ok');
    } finally {
      server.close();
    }
  });
});
