import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/v1/workflows/route';
import { PUT as putPermissions } from '@/app/api/v1/organization-settings/my/permissions/route';
import { GET as workspaceRoute } from '@/app/api/v1/workspaces/[id]/workflows/route';
import { INSTALLED_ROUTES } from '@/lib/shell/installed-routes';
import type { WorkflowCardDto } from '@/lib/workflows/library-schema';
import { addMember, createUser, sessionCookie } from '../helpers/factories';
import { call, createCardWorkflow, libraryWorld, like, STATES, watch, type State } from './workflows-fixtures';

let world: Awaited<ReturnType<typeof libraryWorld>>;
const ids = {} as Record<State | 'newEditor' | 'secret', string>;

beforeAll(async () => {
  world = await libraryWorld();
  const { org, open, secret, publisher } = world;
  let day = 1;
  for (const state of Object.keys(STATES) as State[]) {
    const row = await createCardWorkflow({ orgId: org.id, workspaceId: open.id, authorId: publisher.id, state, title: `WF ${state}`, steps: 2, createdAt: new Date(`2026-01-0${day++}T00:00:00Z`) });
    ids[state] = row.id;
  }
  ids.newEditor = (await createCardWorkflow({ orgId: org.id, workspaceId: open.id, state: 'unpublished', editType: 'new_editor', title: 'WF new editor' })).id;
  // The new-editor ready check wants its own editor status.
  const { getDb } = await import('@/db/client');
  const { workflows } = await import('@/db/schema');
  const { eq } = await import('drizzle-orm');
  await (await getDb()).update(workflows).set({ editorStatus: 'completed buildermain' }).where(eq(workflows.id, ids.newEditor));
  ids.secret = (await createCardWorkflow({ orgId: org.id, workspaceId: secret.id, state: 'published', title: 'Secret plan', posterKey: `${org.id}/posters/secret.jpg` })).id;
}, 30_000);

const byId = (items: WorkflowCardDto[]) => new Map(items.map((c) => [c.id, c]));
const workspaceCards = async (cookie: string) => {
  const res = await call(workspaceRoute, `/api/v1/workspaces/${world.open.id}/workflows?size=50`, { cookie, params: { id: world.open.id } });
  expect(res.status).toBe(200);
  return byId(res.body.items);
};

describe('card status and tools', () => {
  it('derives the exact status of spec 02 §4 for each state', async () => {
    const cards = await workspaceCards(world.cookies.publisher);
    for (const state of Object.keys(STATES) as State[]) expect(cards.get(ids[state])?.status, state).toBe(state);
  });

  // Edit leads to the builder and editors of issue #16 by the spec's rule, to an installed route
  // only (lib/workflows/edit-routes.ts): the main editor's target falls back to the builder while
  // /editormain is not installed, the advanced editor's (issue 18) to the classic target.
  it('gives an author the card tools by the rules of spec 01 §6, edit only towards an installed route', async () => {
    const cards = await workspaceCards(world.cookies.wsAdmin);
    expect(cards.get(ids.published)?.tools).toEqual({ share: true, publicLink: true, rename: false, move: true, copy: true, versionHistory: true, unpublish: true, publish: false, preview: false, edit: 'builder', delete: true });
    expect(cards.get(ids.unpublished)?.tools).toEqual({ share: false, publicLink: false, rename: true, move: true, copy: true, versionHistory: true, unpublish: false, publish: true, preview: true, edit: 'builder', delete: true });
    const mainEditor = INSTALLED_ROUTES.editorMain ? 'editormain' : 'builder';
    expect(cards.get(ids.new)?.tools.edit).toBe(mainEditor);
    expect(cards.get(ids.newEditor)?.tools.edit).toBe(INSTALLED_ROUTES.editor ? 'editor' : 'builder');
    for (const state of ['processing', 'transcoding', 'failed'] as const) {
      const tools = cards.get(ids[state])?.tools;
      expect(tools?.copy, state).toBe(false);
      expect(tools?.edit, state).toBeNull();
      expect(tools?.rename, state).toBe(true);
      expect(tools?.delete, state).toBe(true);
    }
  });

  it('offers publish (and the preview) for a ready draft only: new or unpublished, never to a viewer', async () => {
    const cards = await workspaceCards(world.cookies.publisher);
    const publishable = (id: string) => ({ publish: cards.get(id)?.tools.publish, preview: cards.get(id)?.tools.preview });
    for (const id of [ids.new, ids.unpublished, ids.newEditor]) expect(publishable(id)).toEqual({ publish: true, preview: true });
    for (const state of ['published', 'processing', 'transcoding', 'failed'] as const) expect(publishable(ids[state]), state).toEqual({ publish: false, preview: false });
    const viewer = await workspaceCards(world.cookies.viewer);
    expect(viewer.get(ids.published)?.tools.publish).toBe(false);
  });

  it('offers the public link of a published workflow only while the organisation allows public links', async () => {
    const viewer = await workspaceCards(world.cookies.viewer);
    expect(viewer.get(ids.published)?.tools.publicLink).toBe(false);
    const res = await call(putPermissions, '/api/v1/organization-settings/my/permissions', { method: 'PUT', body: { disablePublicLinks: true }, cookie: world.cookies.orgAdmin });
    expect(res.status).toBe(200);
    try {
      const cards = await workspaceCards(world.cookies.publisher);
      expect(cards.get(ids.published)?.tools).toMatchObject({ share: true, publicLink: false });
    } finally {
      await call(putPermissions, '/api/v1/organization-settings/my/permissions', { method: 'PUT', body: { disablePublicLinks: false }, cookie: world.cookies.orgAdmin });
    }
  });

  it('carries the card fields: steps, image map, author, workspace, progress', async () => {
    const cards = await workspaceCards(world.cookies.publisher);
    const published = cards.get(ids.published)!;
    expect(published).toMatchObject({ stepCount: 2, hasImageMap: true, author: { uid: world.publisher.id, displayName: 'Pat Publisher' }, workspaceName: 'Assembly', privateWorkspace: false, locked: false, publishedDate: '2026-03-01T10:00:00.000Z' });
    expect(cards.get(ids.processing)?.progress).toEqual({ stage: 'transcribe', fraction: 0.4 });
    expect(published.progress).toBeNull();
  });

  it('shows a viewer the published workflows only, in view mode', async () => {
    const cards = await workspaceCards(world.cookies.viewer);
    expect([...cards.keys()]).toEqual([ids.published]);
    expect(Object.values(cards.get(ids.published)!.tools).every((v) => v === false || v === null)).toBe(true);
  });

  it('gives an org admin tools everywhere, a publisher of another workspace none here', async () => {
    const admin = await workspaceCards(world.cookies.orgAdmin);
    expect(admin.get(ids.unpublished)?.tools.rename).toBe(true);
    const outsider = await createUser(world.org.id, 'publisher');
    const cards = await workspaceCards((await sessionCookie(outsider)).cookie);
    expect(cards.get(ids.published)?.tools.delete).toBe(false);
    expect(cards.has(ids.unpublished)).toBe(false);
  });
});

describe('private workspaces and masks', () => {
  it('answers 404 for a private workspace the caller is not assigned to, or a foreign one', async () => {
    const res = await call(workspaceRoute, `/api/v1/workspaces/${world.secret.id}/workflows`, { cookie: world.cookies.viewer, params: { id: world.secret.id } });
    expect(res.status).toBe(404);
    expect((await call(workspaceRoute, '/api/v1/workspaces/nope/workflows', { cookie: world.cookies.viewer, params: { id: 'nope' } })).status).toBe(404);
    expect((await call(listRoute, `/api/v1/workflows?workspaceId=${world.secret.id}`, { cookie: world.cookies.viewer })).status).toBe(404);
  });

  it('masks a favourite in a private workspace the caller is not assigned to, leaking no title or poster', async () => {
    await like(world.org.id, ids.secret, world.viewer.id);
    const res = await call(listRoute, '/api/v1/workflows?favorites=1', { cookie: world.cookies.viewer });
    const card = byId(res.body.items).get(ids.secret)!;
    expect(card).toMatchObject({ locked: true, title: '', posterUrl: null, workspaceName: '', author: null, favorite: true });
    expect(JSON.stringify(res.body)).not.toContain('Secret plan');
    // An assigned member sees it in full, with a signed poster URL.
    await like(world.org.id, ids.secret, world.publisher.id);
    const own = byId((await call(listRoute, '/api/v1/workflows?favorites=1', { cookie: world.cookies.publisher })).body.items).get(ids.secret)!;
    expect(own.locked).toBe(false);
    expect(own.title).toBe('Secret plan');
    // Signed for a short while (15 minutes), on the storage route.
    const url = new URL(own.posterUrl!, 'http://localhost');
    expect(url.pathname).toBe(`/api/v1/storage/${world.org.id}/posters/secret.jpg`);
    expect(Number(url.searchParams.get('exp')) - Date.now() / 1000).toBeGreaterThan(800);
    expect(Number(url.searchParams.get('exp')) - Date.now() / 1000).toBeLessThanOrEqual(900);
    expect(url.searchParams.get('sig')).toBeTruthy();
  });

  it('keeps private-workspace workflows out of every other list of an unassigned viewer', async () => {
    await watch(world.org.id, ids.secret, world.viewer.id);
    const all = await call(listRoute, '/api/v1/workflows?size=100', { cookie: world.cookies.viewer });
    expect(all.body.items.map((c) => c.id)).not.toContain(ids.secret);
    const admin = await call(listRoute, '/api/v1/workflows?size=100', { cookie: world.cookies.orgAdmin });
    expect(byId(admin.body.items).get(ids.secret)?.locked).toBe(false);
  });
});

describe('titles in the viewer locale', () => {
  it('follows the spec fallbacks and the workflow own title otherwise', async () => {
    const { org, open } = world;
    const member = await createUser(org.id, 'viewer');
    await addMember(org.id, open.id, member.id, 'viewer');
    const cookie = (await sessionCookie(member)).cookie;
    const t = { 'en-us': 'Torque (US)', 'es-mx': 'Par (MX)', 'es-es': 'Par (ES)', 'pt-pt': 'Binário (PT)', 'de-de': 'Drehmoment' };
    const wf = await createCardWorkflow({ orgId: org.id, workspaceId: open.id, title: 'Own title', titleTranslations: t });
    const titleIn = async (locale: string) =>
      byId((await call(listRoute, `/api/v1/workflows?size=100&locale=${locale}`, { cookie })).body.items).get(wf.id)?.title;
    expect(await titleIn('en')).toBe('Torque (US)');
    expect(await titleIn('es-mx')).toBe('Par (ES)');
    expect(await titleIn('pt-br')).toBe('Binário (PT)');
    expect(await titleIn('de-de')).toBe('Drehmoment');
    expect(await titleIn('fr-fr')).toBe('Own title');
  });
});
