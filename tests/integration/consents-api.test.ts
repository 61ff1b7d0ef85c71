import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as getProfile } from '@/app/api/v1/profile/me/route';
import { GET as getLogo } from '@/app/api/v1/organization-settings/[id]/logo/route';
import { GET as listConsents, POST as postConsent, PUT as putConsent } from '@/app/api/v1/userConsents/route';
import { consents, organizations } from '@/db/schema';
import { getStorage } from '@/lib/storage';
import { apiRequest, createOrg, createUser, db, routeParams, sessionCookie } from '../helpers/factories';

const noParams = routeParams({});

async function createConsent(orgId: string, name: string, mandatory = false) {
  const [row] = await (await db()).insert(consents).values({ organizationId: orgId, name, content: `${name} text`, mandatory }).returning();
  return row;
}

async function member(orgId: string) {
  return (await sessionCookie(await createUser(orgId, 'viewer'))).cookie;
}

const answer = (method: 'POST' | 'PUT', cookie: string, body: unknown) =>
  (method === 'POST' ? postConsent : putConsent)(apiRequest('/api/v1/userConsents', { method, cookie, body }), noParams);

const pending = async (cookie: string) =>
  (await (await getProfile(apiRequest('/api/v1/profile/me', { cookie }), noParams)).json()).item.hasPendingMandatoryConsent;

describe('/api/v1/userConsents', () => {
  it("lists the organisation's consents with the user's answers and records answers (upsert)", async () => {
    const org = await createOrg();
    const terms = await createConsent(org.id, 'Terms', true);
    const news = await createConsent(org.id, 'Newsletter');
    await createConsent((await createOrg()).id, 'Foreign');
    const cookie = await member(org.id);

    const list = await (await listConsents(apiRequest('/api/v1/userConsents', { cookie }), noParams)).json();
    expect(list.total).toBe(2);
    expect(list.items).toEqual([
      { id: terms.id, name: 'Terms', content: 'Terms text', mandatory: true, kind: 'terms', signed: false, signedInfo: null },
      { id: news.id, name: 'Newsletter', content: 'Newsletter text', mandatory: false, kind: 'terms', signed: false, signedInfo: null },
    ]);
    expect(await pending(cookie)).toBe(true);

    const declined = await answer('POST', cookie, { consentId: terms.id, isAgree: false });
    expect(declined.status).toBe(200);
    expect((await declined.json()).item).toMatchObject({ signed: true, signedInfo: { isAgree: false } });
    expect(await pending(cookie)).toBe(true);

    const agreed = await (await answer('POST', cookie, { consentId: terms.id, isAgree: true })).json();
    expect(agreed.item.signedInfo.isAgree).toBe(true);
    expect(new Date(agreed.item.signedInfo.signedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await pending(cookie)).toBe(false);

    const after = await (await listConsents(apiRequest('/api/v1/userConsents', { cookie }), noParams)).json();
    expect(after.items[0]).toMatchObject({ signed: true, signedInfo: { isAgree: true } });
    expect(after.items[1]).toMatchObject({ signed: false });
  });

  it('PUT changes an existing answer and answers 404 before the first one', async () => {
    const org = await createOrg();
    const terms = await createConsent(org.id, 'Terms', true);
    const cookie = await member(org.id);
    const early = await answer('PUT', cookie, { consentId: terms.id, isAgree: true });
    expect(early.status).toBe(404);
    expect((await early.json()).error.message).toBe('consents.notAnswered');
    await answer('POST', cookie, { consentId: terms.id, isAgree: true });
    const changed = await answer('PUT', cookie, { consentId: terms.id, isAgree: false });
    expect(changed.status).toBe(200);
    expect((await changed.json()).item.signedInfo.isAgree).toBe(false);
  });

  it("rejects malformed answers (422) and another organisation's consent (404)", async () => {
    const org = await createOrg();
    const cookie = await member(org.id);
    const foreign = await createConsent((await createOrg()).id, 'Foreign', true);
    expect((await answer('POST', cookie, { consentId: foreign.id, isAgree: 'yes' })).status).toBe(422);
    expect((await answer('POST', cookie, { consentId: 'nope', isAgree: true })).status).toBe(422);
    const res = await answer('POST', cookie, { consentId: foreign.id, isAgree: true });
    expect(res.status).toBe(404);
    expect((await listConsents(apiRequest('/api/v1/userConsents'), noParams)).status).toBe(401);
  });
});

describe('GET /api/v1/organization-settings/{id}/logo', () => {
  const logo = (id: string, cookie?: string) =>
    getLogo(apiRequest(`/api/v1/organization-settings/${id}/logo`, { cookie }), routeParams({ id }));

  async function orgWithLogo(settings: Record<string, unknown> = {}) {
    const org = await createOrg({ settings });
    const key = `orgs/${org.id}/logo/logo.png`;
    await getStorage().put(key, Buffer.from([0x89, 0x50, 0x4e, 0x47]), { contentType: 'image/png' });
    await (await db()).update(organizations).set({ logoKey: key }).where(eq(organizations.id, org.id));
    return org;
  }

  it('redirects members to a signed URL of their logo, and 404s without one', async () => {
    const org = await orgWithLogo({ features: { publicSharing: { enabled: false } } });
    const res = await logo(org.id, await member(org.id));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(new RegExp(`^/api/v1/storage/orgs/${org.id}/logo/logo.png\\?exp=\\d+&sig=`));
    const bare = await createOrg();
    expect((await logo(bare.id, await member(bare.id))).status).toBe(404);
    expect((await logo('not-a-uuid')).status).toBe(404);
  });

  it('shows the logo to outsiders only when the organisation shares publicly', async () => {
    const open = await orgWithLogo();
    expect((await logo(open.id)).status).toBe(302);
    const closed = await orgWithLogo({ permissions: { disablePublicLinks: true } });
    expect((await logo(closed.id)).status).toBe(404);
    expect((await logo(closed.id, await member((await createOrg()).id))).status).toBe(404);
  });
});
