import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as getProfile, PATCH as patchProfile } from '@/app/api/v1/profile/me/route';
import { DELETE as deleteAvatar, POST as postAvatar } from '@/app/api/v1/profile/me/avatar/route';
import { GET as getUserAvatar } from '@/app/api/v1/users/[id]/avatar/route';
import { GET as getStorageObject } from '@/app/api/v1/storage/[...key]/route';
import { users } from '@/db/schema';
import { employeeIdEmail } from '@/lib/auth/identity';
import { getRequestSession } from '@/lib/auth/session';
import { getStorage } from '@/lib/storage';
import { getPublicProfile } from '@/lib/users/public-profile';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, db, routeParams, sessionCookie } from '../helpers/factories';
import { tinyImage } from '../helpers/images';

const PNG = tinyImage('png');
const noParams = routeParams({});

async function signedIn(role: Parameters<typeof createUser>[1] = 'viewer', overrides: Parameters<typeof createUser>[2] = {}, orgOverrides = {}) {
  const org = await createOrg(orgOverrides);
  const user = await createUser(org.id, role, overrides);
  const { cookie } = await sessionCookie(user);
  return { org, user, cookie };
}

function uploadRequest(cookie: string, bytes: Buffer, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'me.png');
  return new Request('http://localhost:3000/api/v1/profile/me/avatar', {
    method: 'POST',
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', cookie },
    body: form,
  });
}

/** Follows a local signed URL through the storage route handler, as the browser would. */
function fetchStorageUrl(location: string) {
  const url = new URL(location, 'http://localhost:3000');
  const key = url.pathname.replace('/api/v1/storage/', '').split('/').map(decodeURIComponent);
  return getStorageObject(new Request(url), { params: Promise.resolve({ key }) });
}

describe('GET /api/v1/profile/me', () => {
  it('answers 401 without a session', async () => {
    const res = await getProfile(apiRequest('/api/v1/profile/me'), noParams);
    expect(res.status).toBe(401);
  });

  it('returns the user record with groups, teams, roles and what the user may change', async () => {
    const { org, user, cookie } = await signedIn('publisher', { email: 'pat@example.com', displayName: 'Pat Doe' });
    const ws = await createWorkspace(org.id, { name: 'Assembly' });
    await addMember(org.id, ws.id, user.id, 'admin-group');
    const res = await getProfile(apiRequest('/api/v1/profile/me', { cookie }), noParams);
    expect(res.status).toBe(200);
    const { item } = await res.json();
    expect(item).toMatchObject({
      id: user.id,
      uid: user.id,
      role: 'publisher',
      roles: { [ws.id]: 'admin-group' },
      organization: org.id,
      organizationName: org.name,
      displayName: 'Pat Doe',
      email: 'pat@example.com',
      groups: [{ id: ws.groupId }],
      teams: [],
      avatarUrl: null,
      canChangeName: true,
      canChangePassword: true,
      isSso: false,
      hasPendingMandatoryConsent: false,
      organizationInfo: { id: org.id, planType: 'enterprise' },
    });
    expect(item).not.toHaveProperty('passwordHash');
  });

  it('shows the employee ID instead of a synthetic email, and no password change for passwordless users', async () => {
    const org = await createOrg({ clientKey: `k${Date.now()}` });
    const user = await createUser(org.id, 'viewer', { email: employeeIdEmail(org.clientKey, 'E77'), employeeId: 'E77', passwordless: true });
    const { cookie } = await sessionCookie(user, 'employee-id');
    const { item } = await (await getProfile(apiRequest('/api/v1/profile/me', { cookie }), noParams)).json();
    expect(item).toMatchObject({ email: null, employeeId: 'E77', canChangePassword: false });
  });

  it('flags SSO sessions and SSO-only organisations', async () => {
    const { cookie: ssoCookie } = await (async () => {
      const org = await createOrg({ sso: { ssoLoginOnly: true } });
      return sessionCookie(await createUser(org.id, 'viewer'), 'sso');
    })();
    const { item } = await (await getProfile(apiRequest('/api/v1/profile/me', { cookie: ssoCookie }), noParams)).json();
    expect(item).toMatchObject({ isSso: true, canChangePassword: false });
  });
});

describe('PATCH /api/v1/profile/me', () => {
  const patch = (cookie: string, body: unknown) =>
    patchProfile(apiRequest('/api/v1/profile/me', { method: 'PATCH', cookie, body }), noParams);

  it('renames the user and keeps first and last name in step', async () => {
    const { user, cookie } = await signedIn();
    const res = await patch(cookie, { displayName: '  Ana María López ' });
    expect(res.status).toBe(200);
    expect((await res.json()).item.displayName).toBe('Ana María López');
    const row = await (await db()).query.users.findFirst({ where: eq(users.id, user.id) });
    expect(row).toMatchObject({ displayName: 'Ana María López', firstName: 'Ana', lastName: 'María López' });
  });

  it('rejects invalid names with 422 and the rule keys', async () => {
    const { cookie } = await signedIn();
    const res = await patch(cookie, { displayName: 'Bad <name>' });
    expect(res.status).toBe(422);
    expect((await res.json()).error.issues).toEqual([{ path: 'displayName', message: 'rules.invalidName' }]);
    expect((await patch(cookie, { displayName: '   ' })).status).toBe(422);
    expect((await patch(cookie, {})).status).toBe(422);
  });

  it('answers 403 when the organisation does not allow name changes', async () => {
    const { cookie } = await signedIn('viewer', { displayName: 'Fixed Name' }, { settings: { allowNameChange: false } });
    const res = await patch(cookie, { displayName: 'Other Name' });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe('profile.nameChangeNotAllowed');
    const same = await patch(cookie, { displayName: 'Fixed Name', locale: 'de-de' });
    expect(same.status).toBe(200);
    expect((await same.json()).item).toMatchObject({ canChangeName: false, displayName: 'Fixed Name', locale: 'de-de' });
  });

  it('stores the UI locale, maps es-es to es-mx, sets the locale cookie, and rejects unknown languages', async () => {
    const { user, cookie } = await signedIn();
    const res = await patch(cookie, { locale: 'es-ES' });
    expect(res.status).toBe(200);
    expect((await res.json()).item.locale).toBe('es-mx');
    expect(res.headers.get('set-cookie')).toMatch(/NEXT_LOCALE=es-mx; Path=\//);
    const session = await getRequestSession(apiRequest('/api/v1/profile/me', { cookie }));
    expect(session?.user.locale).toBe('es-mx');

    const bad = await patch(cookie, { locale: 'klingon' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.issues[0]).toEqual({ path: 'locale', message: 'profile.invalidLocale' });
    const row = await (await db()).query.users.findFirst({ where: eq(users.id, user.id) });
    expect(row?.locale).toBe('es-mx');
  });

  it('refuses a cross-site write', async () => {
    const { cookie } = await signedIn();
    const req = apiRequest('/api/v1/profile/me', { method: 'PATCH', cookie, body: { locale: 'en' }, headers: { origin: 'https://evil.example.com' } });
    expect((await patchProfile(req, noParams)).status).toBe(403);
  });
});

describe('avatar', () => {
  it('round-trips a PNG: upload, redirect to a signed URL that serves it, replace, remove', async () => {
    const { user, cookie } = await signedIn();
    const up = await postAvatar(uploadRequest(cookie, PNG), noParams);
    expect(up.status).toBe(200);
    const { item } = await up.json();
    expect(item.avatarUrl).toMatch(new RegExp(`^/api/v1/users/${user.id}/avatar\\?v=`));

    const redirect = await getUserAvatar(apiRequest(`/api/v1/users/${user.id}/avatar`, { cookie }), routeParams({ id: user.id }));
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('cache-control')).toBe('private, max-age=300');
    const served = await fetchStorageUrl(redirect.headers.get('location')!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    const firstKey = (await (await db()).query.users.findFirst({ where: eq(users.id, user.id) }))!.avatarKey!;
    expect(firstKey).toMatch(new RegExp(`^orgs/${user.organizationId}/avatars/${user.id}-[0-9a-f]+\\.png$`));
    const second = await (await postAvatar(uploadRequest(cookie, tinyImage('gif'), 'image/gif'), noParams)).json();
    expect(second.item.avatarUrl).not.toBe(item.avatarUrl);
    expect(await getStorage().exists(firstKey)).toBe(false);

    const removed = await deleteAvatar(apiRequest('/api/v1/profile/me/avatar', { method: 'DELETE', cookie }), noParams);
    expect((await removed.json()).item).toEqual({ avatarUrl: null });
    const gone = await getUserAvatar(apiRequest(`/api/v1/users/${user.id}/avatar`, { cookie }), routeParams({ id: user.id }));
    expect(gone.status).toBe(404);
  });

  it('rejects a file whose bytes are not an image, whatever its declared type (422)', async () => {
    const { cookie } = await signedIn();
    const res = await postAvatar(uploadRequest(cookie, Buffer.from('<svg onload=alert(1)>not a png</svg>')), noParams);
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe('profile.avatarInvalidType');
    const missing = await postAvatar(
      apiRequest('/api/v1/profile/me/avatar', { method: 'POST', cookie, body: { file: 'x' } }),
      noParams,
    );
    expect(missing.status).toBe(422);
  });

  it('rejects files over 5 MB with 413', async () => {
    const { cookie } = await signedIn();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await postAvatar(uploadRequest(cookie, big), noParams);
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe('errors.payload_too_large');
  });

  it("answers 404 for another organisation's user, an unknown id and a malformed id", async () => {
    const other = await signedIn();
    await postAvatar(uploadRequest(other.cookie, PNG), noParams);
    const { cookie } = await signedIn();
    for (const id of [other.user.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await getUserAvatar(apiRequest(`/api/v1/users/${id}/avatar`, { cookie }), routeParams({ id }));
      expect(res.status).toBe(404);
    }
    const own = await getUserAvatar(apiRequest(`/api/v1/users/${other.user.id}/avatar`, { cookie: other.cookie }), routeParams({ id: other.user.id }));
    expect(own.status).toBe(302);
  });
});

describe('public profile', () => {
  it('shows a colleague with teams and the workspaces the viewer may see', async () => {
    const org = await createOrg();
    const viewer = await createUser(org.id, 'viewer');
    const colleague = await createUser(org.id, 'publisher', { displayName: 'Cole League' });
    const admin = await createUser(org.id, 'admin-organization');
    const open = await createWorkspace(org.id, { name: 'Open' });
    const hidden = await createWorkspace(org.id, { name: 'Hidden', private: true });
    await addMember(org.id, open.id, colleague.id, 'admin-group');
    await addMember(org.id, hidden.id, colleague.id, 'publisher');

    const asViewer = await getPublicProfile({ session: (await sessionOf(viewer))!, uid: colleague.id });
    expect(asViewer).toMatchObject({ displayName: 'Cole League', role: 'publisher', teams: [] });
    expect(asViewer!.workspaces.map((w) => [w.name, w.role])).toEqual([['Open', 'admin-group']]);

    const asAdmin = await getPublicProfile({ session: (await sessionOf(admin))!, uid: colleague.id });
    expect(asAdmin!.workspaces.map((w) => w.name).sort()).toEqual(['Hidden', 'Open']);

    await addMember(org.id, hidden.id, viewer.id, 'viewer');
    const asMember = await getPublicProfile({ session: (await sessionOf(viewer))!, uid: colleague.id });
    expect(asMember!.workspaces).toHaveLength(2);
  });

  it("does not find another organisation's user, an unknown or a malformed uid", async () => {
    const mine = await createOrg();
    const session = (await sessionOf(await createUser(mine.id, 'admin-super')))!;
    const stranger = await createUser((await createOrg()).id, 'viewer');
    expect(await getPublicProfile({ session, uid: stranger.id })).toBeNull();
    expect(await getPublicProfile({ session, uid: '00000000-0000-4000-8000-000000000000' })).toBeNull();
    expect(await getPublicProfile({ session, uid: 'home' })).toBeNull();
  });
});

async function sessionOf(user: { id: string; organizationId: string }) {
  const { cookie } = await sessionCookie(user);
  return getRequestSession(apiRequest('/', { cookie }));
}
