import { describe, expect, it } from 'vitest';
import { PUT as putAi } from '@/app/api/v1/organization-settings/my/ai/route';
import { PUT as putFeatures } from '@/app/api/v1/organization-settings/my/features/route';
import { PUT as putMaven } from '@/app/api/v1/organization-settings/my/maven/route';
import { loadSessionContext } from '@/lib/auth/session';
import { checkRouteAccess } from '@/lib/access/route-rules';
import { getOrgSettings } from '@/lib/orgs/queries';
import { isFeatureOn } from '@/lib/orgs/settings';
import { createOrg, createUser, db, sessionCookie } from '../helpers/factories';
import { adminOfNewOrg, auditOf, call, member, REFUSED_ROLES } from './admin-settings-helpers';

const BASE = '/api/v1/organization-settings/my';
const stored = async (orgId: string) => (await getOrgSettings(await db(), { orgId }))!;
const notInPlan = (feature: string) => ({ status: 403, body: { error: { code: 'forbidden', message: 'adminSettings.notInPlan', details: { feature } } } });

describe('PUT /organization-settings/my/features', () => {
  const PATH = `${BASE}/features`;

  it('lets an org admin switch features the plan includes, and audits it', async () => {
    const { org, cookie } = await adminOfNewOrg();
    const body = { features: { enableQuiz: { enabled: false }, publicSharing: { enabled: false } } };
    const res = await call(putFeatures, PATH, { method: 'PUT', body, cookie });
    expect(res.status).toBe(200);
    const settings = await stored(org.id);
    expect(settings.features.enableQuiz).toEqual({ featureEnabled: true, enabled: false });
    expect(isFeatureOn(settings, 'publicSharing')).toBe(false);
    const [entry] = await auditOf(org.id, 'settings.features.update');
    expect(entry.before).toEqual({ features: { enableQuiz: { enabled: true }, publicSharing: { enabled: true } } });
    expect(entry.after).toEqual(body);
  });

  it('refuses to switch a feature the plan does not include (403 adminSettings.notInPlan), changing nothing', async () => {
    const { org, cookie } = await adminOfNewOrg({ features: { enableSmartAssist: { featureEnabled: false, enabled: false } } });
    const body = { features: { enableQuiz: { enabled: false }, enableSmartAssist: { enabled: true } } };
    expect(await call(putFeatures, PATH, { method: 'PUT', body, cookie })).toMatchObject(notInPlan('enableSmartAssist'));
    const settings = await stored(org.id);
    expect(settings.features.enableSmartAssist.enabled).toBe(false);
    expect(settings.features.enableQuiz.enabled).toBe(true);
    expect(await auditOf(org.id)).toHaveLength(0);
    // Sending the unchanged value of a feature outside the plan is fine (forms send everything).
    expect((await call(putFeatures, PATH, { method: 'PUT', body: { features: { enableSmartAssist: { enabled: false } } }, cookie })).status).toBe(200);
  });

  it('keeps plan flags and products for super admins', async () => {
    const { org, cookie } = await adminOfNewOrg();
    const plan = await call(putFeatures, PATH, { method: 'PUT', body: { features: { enableSCORM: { featureEnabled: true } } }, cookie });
    expect(plan).toMatchObject({ status: 403, body: { error: { message: 'adminSettings.planChangeNotAllowed' } } });
    const products = await call(putFeatures, PATH, { method: 'PUT', body: { products: { rustici: true } }, cookie });
    expect(products.status).toBe(403);

    const superAdmin = await member(org.id, 'admin-super');
    const body = { features: { enableSCORM: { featureEnabled: true, enabled: true }, maven: { featureEnabled: false } }, products: { rustici: true } };
    const res = await call(putFeatures, PATH, { method: 'PUT', body, cookie: superAdmin.cookie });
    expect(res.status).toBe(200);
    const settings = await stored(org.id);
    expect(isFeatureOn(settings, 'enableSCORM')).toBe(true);
    expect(isFeatureOn(settings, 'maven')).toBe(false);
    expect(settings.products.rustici).toBe(true);
  });

  it('refuses unknown features and malformed toggles with 422', async () => {
    const { cookie } = await adminOfNewOrg();
    expect((await call(putFeatures, PATH, { method: 'PUT', body: { features: { teleport: { enabled: true } } }, cookie })).status).toBe(422);
    expect((await call(putFeatures, PATH, { method: 'PUT', body: { features: { enableQuiz: { enabled: 'yes' } } }, cookie })).status).toBe(422);
    expect((await call(putFeatures, PATH, { method: 'PUT', body: { enableQuiz: false }, cookie })).status).toBe(422);
  });

  it('refuses viewers, publishers and workspace admins', async () => {
    const org = await createOrg();
    for (const role of REFUSED_ROLES) {
      const { cookie } = await member(org.id, role);
      expect((await call(putFeatures, PATH, { method: 'PUT', body: { features: { enableQuiz: { enabled: false } } }, cookie })).status, role).toBe(403);
    }
    expect((await stored(org.id)).features.enableQuiz.enabled).toBe(true);
  });
});

describe('PUT /organization-settings/my/ai', () => {
  const PATH = `${BASE}/ai`;

  it('saves AI switches whose feature is in the plan and refuses the others', async () => {
    const { org, cookie } = await adminOfNewOrg({ features: { enableSmartCompare: { featureEnabled: false } } });
    const res = await call(putAi, PATH, { method: 'PUT', body: { quiz: false, aiSummary: false }, cookie });
    expect(res.status).toBe(200);
    expect(res.body.item.ai).toMatchObject({ quiz: false, aiSummary: false, multiModalSOP: true });
    expect(await call(putAi, PATH, { method: 'PUT', body: { smartCompare: true }, cookie })).toMatchObject(notInPlan('enableSmartCompare'));
    expect((await stored(org.id)).ai.smartCompare).toBe(false);
    expect((await call(putAi, PATH, { method: 'PUT', body: { teleport: true }, cookie })).status).toBe(422);
    expect(await auditOf(org.id, 'settings.ai.update')).toHaveLength(1);
  });

  it('refuses a workspace admin', async () => {
    const org = await createOrg();
    const { cookie } = await member(org.id, 'admin-group');
    expect((await call(putAi, PATH, { method: 'PUT', body: { quiz: false }, cookie })).status).toBe(403);
  });
});

describe('PUT /organization-settings/my/maven', () => {
  const PATH = `${BASE}/maven`;

  it('switches Maven and Smart Assist, and the assistant menu follows on the next request', async () => {
    const { org, cookie } = await adminOfNewOrg({ features: { enableSmartAssist: { featureEnabled: true, enabled: false } } });
    const viewer = await createUser(org.id, 'viewer');
    const { sessionId } = await sessionCookie(viewer);
    const ctx = async () => (await loadSessionContext(await db(), sessionId))!;
    const rule = async (path: string) => {
      const c = await ctx();
      const summary = { settings: c.org.settings, role: c.user.role, access: c.access, isOrgAdmin: false, isSharedAccount: false, generation: null };
      return checkRouteAccess(path, { ...summary, clientIp: '127.0.0.1' });
    };
    expect(await rule('/maven')).toBeNull();

    const off = await call(putMaven, PATH, { method: 'PUT', body: { features: { maven: { enabled: false } }, ai: { aiGeneratedAnswer: false } }, cookie });
    expect(off.status).toBe(200);
    expect(await rule('/maven')).not.toBeNull();

    const on = await call(putMaven, PATH, { method: 'PUT', body: { features: { enableSmartAssist: { enabled: true } }, ai: { smartAssist: true } }, cookie });
    expect(on.status).toBe(200);
    expect(await rule('/smart-assist')).toBeNull();
    expect(await auditOf(org.id, 'settings.maven.update')).toHaveLength(2);
  });

  it('refuses plan flags, other features and switches outside the plan', async () => {
    const { org, cookie } = await adminOfNewOrg({ features: { maven: { featureEnabled: false, enabled: false } } });
    expect((await call(putMaven, PATH, { method: 'PUT', body: { features: { maven: { featureEnabled: true } } }, cookie })).status).toBe(422);
    expect((await call(putMaven, PATH, { method: 'PUT', body: { features: { enableQuiz: { enabled: false } } }, cookie })).status).toBe(422);
    expect(await call(putMaven, PATH, { method: 'PUT', body: { features: { maven: { enabled: true } } }, cookie })).toMatchObject(notInPlan('maven'));
    expect(await call(putMaven, PATH, { method: 'PUT', body: { ai: { aiGeneratedAnswer: false } }, cookie })).toMatchObject(notInPlan('maven'));
    expect((await stored(org.id)).features.maven.enabled).toBe(false);
  });

  it('refuses publishers', async () => {
    const org = await createOrg();
    const { cookie } = await member(org.id, 'publisher');
    expect((await call(putMaven, PATH, { method: 'PUT', body: { ai: { AIQA: false } }, cookie })).status).toBe(403);
  });
});
