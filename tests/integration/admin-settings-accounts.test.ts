import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { GET as getMp } from '@/app/api/v1/auth/employeeIdMP/route';
import { POST as resetMp } from '@/app/api/v1/auth/reset-employeeIdMP/route';
import { PUT as putLogin } from '@/app/api/v1/organization-settings/my/login/route';
import { DELETE as deleteLogo, POST as postLogo } from '@/app/api/v1/organization-settings/my/logo/route';
import { GET as getQr } from '@/app/api/v1/organization-settings/my/qr-code/route';
import { GET as getLogo } from '@/app/api/v1/organization-settings/[id]/logo/route';
import { organizations } from '@/db/schema';
import { getStorage } from '@/lib/storage';
import { createOrg, db, routeParams } from '../helpers/factories';
import { adminOfNewOrg, auditOf, call, member, REFUSED_ROLES } from './admin-settings-helpers';
import { tinyImage } from '../helpers/images';

const MP_PATH = '/api/v1/auth/employeeIdMP';
const RESET_PATH = '/api/v1/auth/reset-employeeIdMP';
const LOGO_PATH = '/api/v1/organization-settings/my/logo';
const PNG = tinyImage('png');

const orgRow = async (id: string) => (await (await db()).select().from(organizations).where(eq(organizations.id, id)))[0];

describe('master password', () => {
  it('starts unset, is set with the password rules, and is never shown', async () => {
    const { org, user, cookie } = await adminOfNewOrg();
    expect((await call(getMp, MP_PATH, { cookie })).body.item).toEqual({ isSet: false, masked: null, enabled: false, updatedAt: null, updatedBy: null });

    const weak = await call(resetMp, RESET_PATH, { method: 'POST', body: { employeeIdMP: 'short' }, cookie });
    expect(weak.status).toBe(422);
    expect(weak.body.error.issues.map((i: { message: string }) => i.message)).toContain('rules.passwordLength');
    expect((await orgRow(org.id)).employeeIdMpHash).toBeNull();

    const res = await call(resetMp, RESET_PATH, { method: 'POST', body: { employeeIdMP: 'Floor-Passw0rd!' }, cookie });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({ isSet: true, masked: '••••••••', enabled: false, updatedBy: user.displayName });
    expect(JSON.stringify(res.body)).not.toContain('Floor-Passw0rd!');
    const hash = (await orgRow(org.id)).employeeIdMpHash;
    expect(hash).toMatch(/^\$argon2id\$/);

    const [entry] = await auditOf(org.id, 'settings.masterPassword.reset');
    expect(entry).toMatchObject({ before: { status: 'none' }, after: { status: 'set' } });
    expect(JSON.stringify(entry)).not.toContain(hash!);
  });

  it('can be switched on for sign-in once it is set', async () => {
    const { org, cookie } = await adminOfNewOrg();
    await call(resetMp, RESET_PATH, { method: 'POST', body: { employeeIdMP: 'Floor-Passw0rd!' }, cookie });
    const on = await call(putLogin, '/api/v1/organization-settings/my/login', { method: 'PUT', body: { employeeIdMPEnabled: true }, cookie });
    expect(on.status).toBe(200);
    expect((await call(getMp, MP_PATH, { cookie })).body.item.enabled).toBe(true);
    expect(await auditOf(org.id)).toHaveLength(2);
  });

  it('refuses viewers, publishers and workspace admins', async () => {
    const org = await createOrg();
    for (const role of REFUSED_ROLES) {
      const { cookie } = await member(org.id, role);
      expect((await call(getMp, MP_PATH, { cookie })).status, role).toBe(403);
      expect((await call(resetMp, RESET_PATH, { method: 'POST', body: { employeeIdMP: 'Floor-Passw0rd!' }, cookie })).status, role).toBe(403);
    }
    expect((await orgRow(org.id)).employeeIdMpHash).toBeNull();
  });
});

function upload(cookie: string, bytes: Buffer, name = 'logo.png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  return new Request(`http://localhost:3000${LOGO_PATH}`, { method: 'POST', headers: { host: 'localhost:3000', origin: 'http://localhost:3000', cookie }, body: form });
}

describe('company logo', () => {
  it('uploads a PNG, serves it to members, replaces and removes it, auditing each change', async () => {
    const { org, cookie } = await adminOfNewOrg();
    const res = await postLogo(upload(cookie, PNG), routeParams({}));
    expect(res.status).toBe(200);
    const { item } = await res.json();
    expect(item.logoUrl).toMatch(new RegExp(`^/api/v1/organization-settings/${org.id}/logo\\?v=`));
    const firstKey = (await orgRow(org.id)).logoKey!;
    expect(await getStorage().exists(firstKey)).toBe(true);
    const served = await getLogo(new Request(`http://localhost:3000${item.logoUrl}`, { headers: { cookie } }), routeParams({ id: org.id }));
    expect(served.status).toBe(302);

    expect((await postLogo(upload(cookie, PNG), routeParams({}))).status).toBe(200);
    expect(await getStorage().exists(firstKey)).toBe(false);

    expect((await call(deleteLogo, LOGO_PATH, { method: 'DELETE', cookie })).body.item).toEqual({ logoUrl: null });
    expect((await orgRow(org.id)).logoKey).toBeNull();
    expect((await auditOf(org.id)).map((e) => e.action)).toEqual(['settings.logo.upload', 'settings.logo.upload', 'settings.logo.delete']);
  });

  it('refuses SVG, GIF and files over 2 MB by their content', async () => {
    const { org, cookie } = await adminOfNewOrg();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svgRes = await postLogo(upload(cookie, svg, 'logo.png'), routeParams({}));
    expect(svgRes.status).toBe(422);
    expect((await svgRes.json()).error.message).toBe('adminSettings.logoInvalidType');
    expect((await postLogo(upload(cookie, Buffer.from('GIF89a......')), routeParams({}))).status).toBe(422);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await postLogo(upload(cookie, big), routeParams({}))).status).toBe(413);
    expect((await orgRow(org.id)).logoKey).toBeNull();
  });

  it('refuses workspace admins', async () => {
    const org = await createOrg();
    const { cookie } = await member(org.id, 'admin-group');
    expect((await postLogo(upload(cookie, PNG), routeParams({}))).status).toBe(403);
  });
});

describe('shared-device QR code', () => {
  it('is an SVG of the login link with the client key, for org admins only', async () => {
    const org = await createOrg({ clientKey: 'qrco' });
    const { cookie } = await member(org.id, 'admin-organization');
    const res = await getQr(new Request('http://localhost:3000/api/v1/organization-settings/my/qr-code', { headers: { cookie } }), routeParams({}));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script/i);
    // The same code the library draws for the expected link (NEXTAUTH_URL is http://localhost:3000 in tests).
    const expected = await QRCode.toString('http://localhost:3000/?clientKey=qrco&shared=1', {
      type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' },
    });
    expect(svg).toBe(expected);
    for (const role of REFUSED_ROLES) {
      const other = await member(org.id, role);
      expect((await call(getQr, '/api/v1/organization-settings/my/qr-code', { cookie: other.cookie })).status, role).toBe(403);
    }
  });
});
