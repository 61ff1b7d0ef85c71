import { describe, expect, it } from 'vitest';
import { PUT as putCustomized } from '@/app/api/v1/organization-settings/my/customized-permissions/route';
import { PUT as putLanguage } from '@/app/api/v1/organization-settings/my/interface-language/route';
import { PUT as putLogin } from '@/app/api/v1/organization-settings/my/login/route';
import { PUT as putPermissions } from '@/app/api/v1/organization-settings/my/permissions/route';
import { GET as getSettings } from '@/app/api/v1/organization-settings/my/route';
import { getOrgSettings } from '@/lib/orgs/queries';
import { createOrg, db } from '../helpers/factories';
import { adminOfNewOrg, auditOf, call, member, REFUSED_ROLES } from './admin-settings-helpers';

const BASE = '/api/v1/organization-settings/my';
const stored = async (orgId: string) => (await getOrgSettings(await db(), { orgId }))!;

describe('GET /organization-settings/my', () => {
  it('gives an org admin every setting with its default, and no secrets', async () => {
    const { org, cookie } = await adminOfNewOrg({ allowNameChange: false });
    const res = await call(getSettings, BASE, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({ orgId: org.id, name: org.name, clientKey: org.clientKey, canChangePlan: false, logoUrl: null });
    expect(res.body.item.settings).toMatchObject({
      allowNameChange: false,
      employeeIdLogin: true,
      permissions: { autoLogoutTimeout: '15', allowAutoLogout: false, analytics: null },
      features: { publicSharing: { featureEnabled: true, enabled: true } },
      ai: { multiModalSOP: true },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/hash|secret/i);
  });

  it('shows each admin their own organisation only', async () => {
    const mine = await adminOfNewOrg({ allowNameChange: false });
    const foreign = await adminOfNewOrg();
    const seen = (await call(getSettings, BASE, { cookie: foreign.cookie })).body.item;
    expect(seen.orgId).toBe(foreign.org.id);
    expect(seen.settings.allowNameChange).toBe(true);
    expect(JSON.stringify(seen)).not.toContain(mine.org.id);
  });

  it('tells a super admin they may change the plan', async () => {
    const { cookie } = await adminOfNewOrg({}, 'admin-super');
    expect((await call(getSettings, BASE, { cookie })).body.item.canChangePlan).toBe(true);
  });

  it('refuses viewers, publishers and workspace admins, and signed-out callers', async () => {
    const org = await createOrg();
    for (const role of REFUSED_ROLES) {
      const { cookie } = await member(org.id, role);
      expect((await call(getSettings, BASE, { cookie })).status, role).toBe(403);
    }
    expect((await call(getSettings, BASE)).status).toBe(401);
  });
});

describe('PUT /organization-settings/my/permissions', () => {
  const PATH = `${BASE}/permissions`;

  it('saves role lists, sharing switches and the auto-logout timeout as a string, and audits the change', async () => {
    const { org, user, cookie } = await adminOfNewOrg();
    const body = {
      skillsManager: ['admin-organization', 'publisher', 'publisher'],
      analytics: ['admin-organization'],
      disablePublicLinks: true,
      disableDownloads: true,
      allowAutoLogout: true,
      autoLogoutTimeout: 30,
    };
    const res = await call(putPermissions, PATH, { method: 'PUT', body, cookie });
    expect(res.status).toBe(200);
    expect(res.body.item.permissions).toEqual({ ...body, skillsManager: ['admin-organization', 'publisher'], autoLogoutTimeout: '30' });
    expect((await stored(org.id)).permissions.autoLogoutTimeout).toBe('30');

    const [entry] = await auditOf(org.id, 'settings.permissions.update');
    expect(entry).toMatchObject({ actorId: user.id, entityType: 'organization', entityId: org.id, entityName: org.name });
    expect(entry.before).toMatchObject({ permissions: { analytics: null, autoLogoutTimeout: '15', allowAutoLogout: false } });
    expect(entry.after).toMatchObject({ permissions: { analytics: ['admin-organization'], autoLogoutTimeout: '30', allowAutoLogout: true } });
  });

  it('writes no audit entry when nothing changed, and resets a role list to the role table with null', async () => {
    const { org, cookie } = await adminOfNewOrg({ permissions: { analytics: ['admin-super'] } });
    await call(putPermissions, PATH, { method: 'PUT', body: { disableDownloads: false }, cookie });
    expect(await auditOf(org.id)).toHaveLength(0);
    const res = await call(putPermissions, PATH, { method: 'PUT', body: { analytics: null }, cookie });
    expect(res.body.item.permissions.analytics).toBeNull();
    expect(await auditOf(org.id)).toHaveLength(1);
  });

  it('refuses a timeout outside 1–480 minutes, unknown roles and keys of other groups with 422', async () => {
    const { org, cookie } = await adminOfNewOrg();
    for (const autoLogoutTimeout of ['0', '481', 'ten', '1.5', -5, '']) {
      const res = await call(putPermissions, PATH, { method: 'PUT', body: { autoLogoutTimeout }, cookie });
      expect(res.status, String(autoLogoutTimeout)).toBe(422);
      expect(res.body.error.issues[0]).toMatchObject({ path: 'autoLogoutTimeout', message: 'adminSettings.timeoutRange' });
    }
    expect((await call(putPermissions, PATH, { method: 'PUT', body: { analytics: ['owner'] }, cookie })).status).toBe(422);
    expect((await call(putPermissions, PATH, { method: 'PUT', body: { enableComments: false }, cookie })).status).toBe(422);
    expect((await call(putPermissions, PATH, { method: 'PUT', body: '{', cookie })).status).toBe(400);
    expect((await call(putPermissions, PATH, { method: 'PUT', body: { autoLogoutTimeout: '480' }, cookie })).status).toBe(200);
    expect((await stored(org.id)).permissions.autoLogoutTimeout).toBe('480');
  });

  it('refuses viewers, publishers and workspace admins and changes nothing', async () => {
    const org = await createOrg();
    for (const role of REFUSED_ROLES) {
      const { cookie } = await member(org.id, role);
      const res = await call(putPermissions, PATH, { method: 'PUT', body: { analytics: [role] }, cookie });
      expect(res, role).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    }
    expect((await stored(org.id)).permissions.analytics).toBeNull();
    expect(await auditOf(org.id)).toHaveLength(0);
  });
});

describe('PUT /organization-settings/my/customized-permissions', () => {
  const PATH = `${BASE}/customized-permissions`;

  it('saves the customised permissions and keeps the IP allow-list out of reach', async () => {
    const { org, cookie } = await adminOfNewOrg({ customized: { restrictedIP: { allowedRules: ['10.0.0.0/8'] } } });
    const body = { enableComments: false, enableSafetyWatermark: true, enableGlobalInviteUser: false, useEditor: true, useEditor2: false, autoPublish: true };
    const res = await call(putCustomized, PATH, { method: 'PUT', body, cookie });
    expect(res.status).toBe(200);
    expect(res.body.item.customized).toMatchObject(body);
    expect((await stored(org.id)).customized.restrictedIP.allowedRules).toEqual(['10.0.0.0/8']);

    const ip = await call(putCustomized, PATH, { method: 'PUT', body: { enableRestrictedIP: true }, cookie });
    expect(ip.status).toBe(422);
    expect((await stored(org.id)).customized.enableRestrictedIP).toBe(false);
  });

  it('refuses a workspace admin', async () => {
    const org = await createOrg();
    const { cookie } = await member(org.id, 'admin-group');
    expect((await call(putCustomized, PATH, { method: 'PUT', body: { enableComments: false }, cookie })).status).toBe(403);
  });
});

describe('PUT /organization-settings/my/login', () => {
  const PATH = `${BASE}/login`;

  it('saves the sign-in and shared-device settings', async () => {
    const { org, cookie } = await adminOfNewOrg();
    const body = { employeeIdLogin: false, sharedAccountLogin: false, allowNameChange: false, sharedDevice: { disableDHLogin: true, enableEmployeeCreation: true } };
    const res = await call(putLogin, PATH, { method: 'PUT', body, cookie });
    expect(res.status).toBe(200);
    expect(await stored(org.id)).toMatchObject(body);
    expect((await auditOf(org.id, 'settings.login.update'))[0].after).toEqual(body);
  });

  it('refuses master-password sign-in while no master password is set (409)', async () => {
    const { org, cookie } = await adminOfNewOrg();
    const res = await call(putLogin, PATH, { method: 'PUT', body: { employeeIdMPEnabled: true }, cookie });
    expect(res).toMatchObject({ status: 409, body: { error: { message: 'adminSettings.masterPasswordMissing' } } });
    expect((await stored(org.id)).employeeIdMPEnabled).toBe(false);
    expect(await auditOf(org.id)).toHaveLength(0);
  });

  it('refuses publishers', async () => {
    const org = await createOrg();
    const { cookie } = await member(org.id, 'publisher');
    expect((await call(putLogin, PATH, { method: 'PUT', body: { employeeIdLogin: false }, cookie })).status).toBe(403);
    expect((await stored(org.id)).employeeIdLogin).toBe(true);
  });
});

describe('PUT /organization-settings/my/interface-language', () => {
  const PATH = `${BASE}/interface-language`;

  it('accepts the twelve UI languages only', async () => {
    const { org, cookie } = await adminOfNewOrg();
    expect((await call(putLanguage, PATH, { method: 'PUT', body: { defaultLocale: 'ja-jp' }, cookie })).status).toBe(200);
    expect((await stored(org.id)).defaultLocale).toBe('ja-jp');
    for (const defaultLocale of ['es-es', 'xx', '', null]) {
      const res = await call(putLanguage, PATH, { method: 'PUT', body: { defaultLocale }, cookie });
      expect(res.status, String(defaultLocale)).toBe(422);
    }
    expect((await auditOf(org.id, 'settings.language.update'))[0]).toMatchObject({ before: { defaultLocale: null }, after: { defaultLocale: 'ja-jp' } });
  });

  it('refuses viewers', async () => {
    const org = await createOrg();
    const { cookie } = await member(org.id, 'viewer');
    expect((await call(putLanguage, PATH, { method: 'PUT', body: { defaultLocale: 'de-de' }, cookie })).status).toBe(403);
  });
});
