import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUT } from '@/app/api/v1/organization-settings/my/sso/route';
import { createOrg } from '../helpers/factories';
import { APP, auth, Jar } from '../helpers/oauth-round-trip';
import { adminOfNewOrg, call } from './admin-settings-helpers';

// Server-side request forgery through an organisation's OIDC issuer: refused when saved, and
// again right before every outbound connection (DNS can change after the save).
const allowPrivate = process.env.OPENHOW_ALLOW_PRIVATE_OIDC;
beforeEach(() => {
  delete process.env.OPENHOW_ALLOW_PRIVATE_OIDC;
});
afterEach(() => {
  process.env.OPENHOW_ALLOW_PRIVATE_OIDC = allowPrivate;
});

// Stands where an internal service would: counts every TCP connection the server opens to it.
let internal: Server;
let connections = 0;
beforeAll(async () => {
  internal = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
});
afterAll(() => internal.close());
const port = () => (internal.address() as AddressInfo).port;

describe('OIDC issuer on a non-public address', () => {
  it('is refused when saved: literal addresses and names that resolve to them', async () => {
    const { cookie } = await adminOfNewOrg();
    const issuers = [
      'http://127.0.0.1:9000',
      'http://[::1]:9000/oidc',
      'https://10.0.0.1',
      'https://169.254.169.254/latest/meta-data',
      'https://100.100.100.200',
      'https://[fd00:ec2::254]',
      'https://localhost:8443',
    ];
    for (const issuer of issuers) {
      const res = await call(PUT, '/api/v1/organization-settings/my/sso', {
        method: 'PUT',
        cookie,
        body: { ssoLoginOnly: false, emailDomains: [], oidc: { issuer, clientId: 'c', clientSecret: 's' } },
      });
      expect(res.status, issuer).toBe(422);
      expect(res.body.error.issues, issuer).toEqual([{ path: 'oidc.issuer', message: 'adminSettings.issuerPrivate' }]);
    }
  });

  it('is never fetched by a signed-out visitor, even when stored before the check or resolved differently now', async () => {
    for (const host of ['127.0.0.1', 'localhost']) {
      const clientKey = `ssrf-${host.replace(/\W/g, '')}`;
      await createOrg({ clientKey, sso: { emailDomains: [], oidc: { issuer: `https://${host}:${port()}/realm`, clientId: 'c', clientSecret: 's' } } });
      const jar = new Jar();
      const { csrfToken } = await (await auth(jar, 'GET', '/api/auth/csrf')).json();
      const res = await auth(jar, 'POST', `/api/auth/signin/oidc-${clientKey}`, { csrfToken, callbackUrl: `${APP}/home/overview`, json: 'true' });
      const { url } = await res.json();
      expect(new URL(url).origin, host).toBe(APP);
    }
    expect(connections).toBe(0);
  });
});
