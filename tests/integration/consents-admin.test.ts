import { describe, expect, it } from 'vitest';
import { DELETE as deleteRoute, PATCH as patchRoute } from '@/app/api/v1/consents/[id]/route';
import { GET as listRoute, POST as createRoute } from '@/app/api/v1/consents/route';
import { POST as answerRoute } from '@/app/api/v1/userConsents/route';
import { getRequestSession } from '@/lib/auth/session';
import { buildShellModel } from '@/lib/shell/model';
import { apiRequest, createOrg, createUser, routeParams, sessionCookie } from '../helpers/factories';

const noParams = routeParams({});
const UNKNOWN = '99999999-9999-4999-8999-999999999999';

async function person(orgId: string, role: Parameters<typeof createUser>[1]) {
  return (await sessionCookie(await createUser(orgId, role))).cookie;
}
const create = (cookie: string, body: unknown) => createRoute(apiRequest('/api/v1/consents', { method: 'POST', cookie, body }), noParams);
const list = async (cookie: string) => (await (await listRoute(apiRequest('/api/v1/consents', { cookie }), noParams)).json()).items;
const patch = (cookie: string, id: string, body: unknown) =>
  patchRoute(apiRequest(`/api/v1/consents/${id}`, { method: 'PATCH', cookie, body }), routeParams({ id }));
const remove = (cookie: string, id: string) => deleteRoute(apiRequest(`/api/v1/consents/${id}`, { method: 'DELETE', cookie }), routeParams({ id }));
const answer = (cookie: string, consentId: string, isAgree: boolean) =>
  answerRoute(apiRequest('/api/v1/userConsents', { method: 'POST', cookie, body: { consentId, isAgree } }), noParams);
const pendingNames = async (cookie: string) => {
  const session = await getRequestSession(apiRequest('/', { cookie }));
  return (await buildShellModel(session!)).pendingConsents.map((c) => c.name);
};

const terms = { name: 'Site rules', content: 'Wear safety glasses.\nReport incidents.', mandatory: true, kind: 'terms' };
const tracking = { name: 'Viewing statistics', content: 'We record what you watch with your name.', kind: 'tracking' };

describe('/api/v1/consents (organisation admins configure the consents)', () => {
  it('creates, lists with answer counts, edits and deletes consents', async () => {
    const org = await createOrg();
    const admin = await person(org.id, 'admin-organization');
    const viewer = await person(org.id, 'viewer');
    const made = await create(admin, terms);
    expect(made.status).toBe(201);
    const item = (await made.json()).item;
    expect(item).toMatchObject({ name: 'Site rules', mandatory: true, kind: 'terms', agreed: 0, refused: 0 });
    const trackingItem = (await (await create(admin, tracking)).json()).item;
    expect(trackingItem).toMatchObject({ kind: 'tracking', mandatory: false });

    await answer(viewer, item.id, true);
    await answer(viewer, trackingItem.id, false);
    expect(await list(admin)).toEqual([
      expect.objectContaining({ id: item.id, agreed: 1, refused: 0 }),
      expect.objectContaining({ id: trackingItem.id, agreed: 0, refused: 1 }),
    ]);

    // A new name keeps the answers; new wording voids them, so everyone is asked again.
    const renamed = await patch(admin, item.id, { ...terms, name: 'House rules' });
    expect((await renamed.json()).item).toMatchObject({ name: 'House rules', agreed: 1 });
    expect(await pendingNames(viewer)).toEqual([]);
    const reworded = await patch(admin, item.id, { ...terms, name: 'House rules', content: 'Wear safety glasses and gloves.' });
    expect((await reworded.json()).item).toMatchObject({ agreed: 0, refused: 0 });
    expect(await pendingNames(viewer)).toEqual(['House rules']);

    expect((await remove(admin, item.id)).status).toBe(204);
    expect((await list(admin)).map((c: { id: string }) => c.id)).toEqual([trackingItem.id]);
    expect(await pendingNames(viewer)).toEqual([]);
  });

  it('refuses a required tracking consent (422) and a second tracking consent (409)', async () => {
    const org = await createOrg();
    const admin = await person(org.id, 'admin-organization');
    const bad = await create(admin, { ...tracking, mandatory: true });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain('adminConsents.trackingNotMandatory');
    expect((await create(admin, tracking)).status).toBe(201);
    const second = await create(admin, { ...tracking, name: 'Another' });
    expect(second.status).toBe(409);
    expect((await second.json()).error.message).toBe('adminConsents.trackingExists');
    expect((await create(admin, { ...terms, name: '' })).status).toBe(422);
  });

  it('is for organisation admins only; another organisation’s consent reads as unknown', async () => {
    const org = await createOrg();
    const admin = await person(org.id, 'admin-organization');
    const id = (await (await create(admin, terms)).json()).item.id;
    for (const role of ['viewer', 'publisher'] as const) {
      const cookie = await person(org.id, role);
      expect((await create(cookie, terms)).status).toBe(403);
      expect((await listRoute(apiRequest('/api/v1/consents', { cookie }), noParams)).status).toBe(403);
      expect((await remove(cookie, id)).status).toBe(403);
    }
    expect((await listRoute(apiRequest('/api/v1/consents'), noParams)).status).toBe(401);
    const foreignAdmin = await person((await createOrg()).id, 'admin-organization');
    expect((await patch(foreignAdmin, id, terms)).status).toBe(404);
    expect((await remove(foreignAdmin, id)).status).toBe(404);
    expect((await remove(admin, UNKNOWN)).status).toBe(404);
    expect((await remove(admin, 'not-a-uuid')).status).toBe(404);
    expect(await list(foreignAdmin)).toEqual([]);
  });
});

describe('the shell’s consent popup', () => {
  it('asks what is unanswered and required consents refused before, not answered optional ones', async () => {
    const org = await createOrg();
    const admin = await person(org.id, 'admin-organization');
    const viewer = await person(org.id, 'viewer');
    const required = (await (await create(admin, terms)).json()).item;
    const optional = (await (await create(admin, tracking)).json()).item;
    expect(await pendingNames(viewer)).toEqual(['Site rules', 'Viewing statistics']);
    await answer(viewer, optional.id, false);
    await answer(viewer, required.id, false);
    expect(await pendingNames(viewer)).toEqual(['Site rules']);
    await answer(viewer, required.id, true);
    expect(await pendingNames(viewer)).toEqual([]);
  });
});
