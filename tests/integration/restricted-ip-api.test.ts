import { describe, expect, it } from 'vitest';
import { GET, PUT } from '@/app/api/v1/organization-settings/my/customized-permissions/restricted-ip/route';
import { POST as checkIpAccess } from '@/app/api/v1/permission/check-ip-access/route';
import { GET as listWorkspaces } from '@/app/api/v1/workspaces/route';
import type { Role } from '@/lib/access/roles';
import { getOrgSettings, updateOrgSettings } from '@/lib/orgs/queries';
import { apiRequest, createOrg, createUser, db, routeParams, sessionCookie } from '../helpers/factories';
import { fromAddress } from '../helpers/client-address';

const PATH = '/api/v1/organization-settings/my/customized-permissions/restricted-ip';
const ADMIN_IP = '203.0.113.7';

async function member(orgId: string, role: Role) {
  return (await sessionCookie(await createUser(orgId, role))).cookie;
}

async function adminOfNewOrg(settings: unknown = {}) {
  const org = await createOrg({ settings });
  return { org, cookie: await member(org.id, 'admin-organization') };
}

async function read(cookie: string, ip = ADMIN_IP) {
  const res = await GET(apiRequest(PATH, { cookie, headers: fromAddress(ip) }), routeParams({}));
  return { status: res.status, body: await res.json() };
}

async function save(cookie: string, body: unknown, ip = ADMIN_IP) {
  const res = await PUT(apiRequest(PATH, { method: 'PUT', body, cookie, headers: fromAddress(ip) }), routeParams({}));
  return { status: res.status, body: await res.json() };
}

describe('GET/PUT restricted-ip', () => {
  it('shows an org admin the default (off, no rules) with their address, and saves a new list', async () => {
    const { org, cookie } = await adminOfNewOrg();
    expect(await read(cookie)).toEqual({ status: 200, body: { item: { enableRestrictedIP: false, allowedRules: [], clientIP: ADMIN_IP } } });

    const saved = await save(cookie, { enableRestrictedIP: true, allowedRules: [' 203.0.113.0/24 ', '10.0.0.0/8', '10.0.0.0/8'] });
    expect(saved).toEqual({
      status: 200,
      body: { item: { enableRestrictedIP: true, allowedRules: ['203.0.113.0/24', '10.0.0.0/8'], clientIP: ADMIN_IP } },
    });
    expect((await read(cookie)).body.item).toEqual(saved.body.item);
    const stored = await getOrgSettings(await db(), { orgId: org.id });
    expect(stored?.customized.restrictedIP.allowedRules).toEqual(['203.0.113.0/24', '10.0.0.0/8']);
  });

  it('keeps the organisation’s other settings when the list is saved', async () => {
    const { org, cookie } = await adminOfNewOrg({ allowNameChange: false, customized: { enableComments: false } });
    expect((await save(cookie, { enableRestrictedIP: false, allowedRules: ['10.0.0.0/8'] })).status).toBe(200);
    const stored = await getOrgSettings(await db(), { orgId: org.id });
    expect(stored?.allowNameChange).toBe(false);
    expect(stored?.customized.enableComments).toBe(false);
    expect(stored?.customized.restrictedIP.allowedRules).toEqual(['10.0.0.0/8']);
  });

  it('merges concurrent changes to different settings instead of losing one', async () => {
    const { org } = await adminOfNewOrg();
    const d = await db();
    await Promise.all([
      updateOrgSettings(d, { orgId: org.id, patch: { customized: { restrictedIP: { allowedRules: ['10.0.0.0/8'] } } } }),
      updateOrgSettings(d, { orgId: org.id, patch: { customized: { enableComments: false } } }),
      updateOrgSettings(d, { orgId: org.id, patch: { permissions: { allowAutoLogout: true } } }),
    ]);
    const stored = await getOrgSettings(d, { orgId: org.id });
    expect(stored?.customized).toMatchObject({ enableComments: false, restrictedIP: { allowedRules: ['10.0.0.0/8'] } });
    expect(stored?.permissions.allowAutoLogout).toBe(true);
    expect(await updateOrgSettings(d, { orgId: '00000000-0000-4000-8000-000000000000', patch: {} })).toBeNull();
  });

  it('answers 403 to viewers, publishers and workspace admins, and 401 when signed out', async () => {
    const org = await createOrg();
    for (const role of ['viewer', 'publisher', 'admin-group'] as const) {
      const cookie = await member(org.id, role);
      expect((await read(cookie)).status, role).toBe(403);
      const refused = await save(cookie, { enableRestrictedIP: false, allowedRules: [] });
      expect(refused, role).toEqual({ status: 403, body: { error: { code: 'forbidden', message: 'errors.forbidden' } } });
    }
    const res = await GET(apiRequest(PATH), routeParams({}));
    expect(res.status).toBe(401);
    expect((await getOrgSettings(await db(), { orgId: org.id }))?.customized.enableRestrictedIP).toBe(false);
  });

  it('lets a super admin manage the list too', async () => {
    const org = await createOrg();
    const cookie = await member(org.id, 'admin-super');
    expect((await save(cookie, { enableRestrictedIP: true, allowedRules: [ADMIN_IP] })).status).toBe(200);
  });

  it('refuses an invalid rule with 422 and the index of the bad line, saving nothing', async () => {
    const { org, cookie } = await adminOfNewOrg();
    const res = await save(cookie, { enableRestrictedIP: true, allowedRules: ['10.0.0.0/8', '10.0.0.300', ADMIN_IP, '2001:db8::/129'] });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('invalid_input');
    expect(res.body.error.issues).toEqual([
      { path: 'allowedRules.1', message: 'adminIp.invalidRule' },
      { path: 'allowedRules.3', message: 'adminIp.invalidRule' },
    ]);
    expect((await getOrgSettings(await db(), { orgId: org.id }))?.customized.enableRestrictedIP).toBe(false);
  });

  it('refuses more than 200 rules and a body without the fields', async () => {
    const { cookie } = await adminOfNewOrg();
    const many = Array.from({ length: 201 }, (_, i) => `10.0.${Math.floor(i / 250)}.${i % 250}`);
    const tooMany = await save(cookie, { enableRestrictedIP: false, allowedRules: many });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.issues).toEqual([{ path: 'allowedRules', message: 'adminIp.tooManyRules' }]);
    expect((await save(cookie, { allowedRules: [] })).status).toBe(422);
    const badJson = await PUT(apiRequest(PATH, { method: 'PUT', body: '{', cookie }), routeParams({}));
    expect(badJson.status).toBe(400);
  });

  it('refuses a list that blocks the admin’s own address with 409 until they confirm', async () => {
    const { org, cookie } = await adminOfNewOrg();
    const body = { enableRestrictedIP: true, allowedRules: ['10.0.0.0/8'] };
    expect(await save(cookie, body)).toEqual({
      status: 409,
      body: { error: { code: 'conflict', message: 'adminIp.selfLockout', details: { clientIP: ADMIN_IP } } },
    });
    expect((await getOrgSettings(await db(), { orgId: org.id }))?.customized.enableRestrictedIP).toBe(false);

    const confirmed = await save(cookie, { ...body, confirmSelfLockout: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.item).toMatchObject({ enableRestrictedIP: true, allowedRules: ['10.0.0.0/8'] });
    // The locked-out admin still reads and fixes the list from the blocked address.
    expect((await read(cookie)).status).toBe(200);
    expect((await save(cookie, { enableRestrictedIP: true, allowedRules: ['10.0.0.0/8', ADMIN_IP] })).status).toBe(200);
  });

  it('treats switching on with an empty list as blocking the admin too', async () => {
    const { cookie } = await adminOfNewOrg();
    expect((await save(cookie, { enableRestrictedIP: true, allowedRules: [] })).status).toBe(409);
    expect((await save(cookie, { enableRestrictedIP: true, allowedRules: [], confirmSelfLockout: true })).status).toBe(200);
    // Switched off, no list blocks anyone, so there is nothing to confirm.
    expect((await save(cookie, { enableRestrictedIP: false, allowedRules: [] })).status).toBe(200);
  });

  it('accepts IPv6 rules and checks an IPv6 admin against them', async () => {
    const { cookie } = await adminOfNewOrg();
    const v6 = '2001:db8:1::42';
    expect((await save(cookie, { enableRestrictedIP: true, allowedRules: ['2001:db9::/32'] }, v6)).status).toBe(409);
    const saved = await save(cookie, { enableRestrictedIP: true, allowedRules: ['2001:DB8::/32', 'fe80::1', '2001:db8:0::/32'] }, v6);
    expect(saved).toEqual({
      status: 200,
      body: { item: { enableRestrictedIP: true, allowedRules: ['2001:DB8::/32', 'fe80::1'], clientIP: v6 } },
    });
  });
});

describe('the saved list applies at once', () => {
  it('blocks a viewer outside the list, lets one inside through, and leaves other organisations alone', async () => {
    const { org, cookie: adminCookie } = await adminOfNewOrg();
    const viewer = await member(org.id, 'viewer');
    const other = await createOrg();
    const otherViewer = await member(other.id, 'viewer');
    const blocked = fromAddress('198.51.100.9');
    const inside = fromAddress('10.1.2.3');
    const workspaces = (cookie: string, headers: Record<string, string>) =>
      listWorkspaces(apiRequest('/api/v1/workspaces?type=view', { cookie, headers }), routeParams({}));
    const ipCheck = async (cookie: string, headers: Record<string, string>) =>
      (await (await checkIpAccess(apiRequest('/api/v1/permission/check-ip-access', { method: 'POST', cookie, headers }), routeParams({}))).json())
        .item;

    expect((await workspaces(viewer, blocked)).status).toBe(200);
    expect((await save(adminCookie, { enableRestrictedIP: true, allowedRules: ['10.0.0.0/8', ADMIN_IP] })).status).toBe(200);

    const refused = await workspaces(viewer, blocked);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.details).toEqual({ code: 5 });
    expect(await ipCheck(viewer, blocked)).toEqual({ allowed: false, clientIP: '198.51.100.9' });
    expect((await workspaces(viewer, inside)).status).toBe(200);
    expect(await ipCheck(viewer, inside)).toEqual({ allowed: true, clientIP: '10.1.2.3' });

    expect((await workspaces(otherViewer, blocked)).status).toBe(200);
    expect(await ipCheck(otherViewer, blocked)).toEqual({ allowed: true, clientIP: '198.51.100.9' });
    expect((await getOrgSettings(await db(), { orgId: other.id }))?.customized.enableRestrictedIP).toBe(false);

    // Switching it off lets the viewer back in straight away.
    expect((await save(adminCookie, { enableRestrictedIP: false, allowedRules: ['10.0.0.0/8'] })).status).toBe(200);
    expect((await workspaces(viewer, blocked)).status).toBe(200);
  });
});
