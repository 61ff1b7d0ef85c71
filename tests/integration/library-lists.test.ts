import { beforeAll, describe, expect, it } from 'vitest';
import { GET as likesRoute } from '@/app/api/v1/user-likes/[userId]/workflows/route';
import { GET as listRoute } from '@/app/api/v1/workflows/route';
import { GET as workspaceRoute } from '@/app/api/v1/workspaces/[id]/workflows/route';
import { checkRouteAccess } from '@/lib/access/route-rules';
import { getRequestSession } from '@/lib/auth/session';
import { homeOverview, listDiscover, listOwnedByMe, listSeenWorkspaceWorkflows } from '@/lib/workflows/library';
import { getWorkspace } from '@/lib/workspaces/get-workspace';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { workflows } from '@/db/schema';
import { orderFor, selectCardRows, selectWorkspacePage } from '@/lib/workflows/library-query';
import { LIBRARY_SORTS } from '@/lib/workflows/library-schema';
import { apiRequest, createOrg, createUser, createWorkspace, sessionCookie } from '../helpers/factories';
import { call, createCardWorkflow, libraryWorld, like, watch } from './workflows-fixtures';

let world: Awaited<ReturnType<typeof libraryWorld>>;
const published: string[] = [];
let draft: string;

beforeAll(async () => {
  world = await libraryWorld();
  const { org, open, publisher, wsAdmin } = world;
  // 25 published workflows, a day apart, titled so that the title order is the reverse of the date order.
  for (let i = 0; i < 25; i += 1) {
    const day = new Date(Date.UTC(2026, 0, 1 + i));
    const row = await createCardWorkflow({ orgId: org.id, workspaceId: open.id, authorId: i % 2 ? publisher.id : wsAdmin.id, title: `Lesson ${String.fromCharCode(90 - i)}`, publishedAt: day, createdAt: day });
    published.push(row.id);
  }
  draft = (await createCardWorkflow({ orgId: org.id, workspaceId: open.id, authorId: publisher.id, state: 'unpublished', title: 'Draft' })).id;
}, 60_000);

const sessionOf = async (cookie: string) => (await getRequestSession(apiRequest('/', { cookie })))!;
const paging = { page: 1, size: 20 as const, sort: 'newest' as const };

describe('GET /api/v1/workflows', () => {
  it('pages by 20, 50 or 100 with the total, newest first', async () => {
    const first = await call(listRoute, '/api/v1/workflows?published=1', { cookie: world.cookies.viewer });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(25);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0].id).toBe(published[24]);
    const second = await call(listRoute, '/api/v1/workflows?published=1&page=2', { cookie: world.cookies.viewer });
    expect(second.body.items.map((c) => c.id)).toEqual(published.slice(0, 5).reverse());
    const beyond = await call(listRoute, '/api/v1/workflows?published=1&page=9', { cookie: world.cookies.viewer });
    expect(beyond.body).toEqual({ items: [], total: 25 });
    expect((await call(listRoute, '/api/v1/workflows?size=50', { cookie: world.cookies.viewer })).body.items).toHaveLength(25);
  });

  it('sorts by oldest and by title both ways', async () => {
    const oldest = await call(listRoute, '/api/v1/workflows?published=1&sort=oldest', { cookie: world.cookies.viewer });
    expect(oldest.body.items[0].id).toBe(published[0]);
    const az = await call(listRoute, '/api/v1/workflows?published=1&sort=titleAsc', { cookie: world.cookies.viewer });
    expect(az.body.items[0].title).toBe('Lesson B');
    const za = await call(listRoute, '/api/v1/workflows?published=1&sort=titleDesc', { cookie: world.cookies.viewer });
    expect(za.body.items[0].title).toBe('Lesson Z');
  });

  it('refuses other page sizes and unknown sorts (422), and strangers (401)', async () => {
    for (const query of ['size=30', 'page=0', 'sort=views', 'ownedBy=you']) {
      const res = await call(listRoute, `/api/v1/workflows?${query}`, { cookie: world.cookies.viewer });
      expect(res.status, query).toBe(422);
      expect(res.body.error?.code).toBe('invalid_input');
    }
    expect((await call(listRoute, '/api/v1/workflows')).status).toBe(401);
  });

  it('lists the caller’s own workflows in every state with ownedBy=me', async () => {
    const res = await call(listRoute, '/api/v1/workflows?ownedBy=me&size=100', { cookie: world.cookies.publisher });
    expect(res.body.total).toBe(13);
    expect(res.body.items.every((c) => c.author?.uid === world.publisher.id)).toBe(true);
    expect(res.body.items.map((c) => c.id)).toContain(draft);
  });

  it('never lists another organisation’s workflows', async () => {
    const other = await createOrg();
    const ws = await createWorkspace(other.id);
    await createCardWorkflow({ orgId: other.id, workspaceId: ws.id, title: 'Foreign' });
    const admin = await call(listRoute, '/api/v1/workflows?size=100', { cookie: world.cookies.orgAdmin });
    expect(admin.body.total).toBe(26);
    const foreign = await call(workspaceRoute, `/api/v1/workspaces/${ws.id}/workflows`, { cookie: world.cookies.orgAdmin, params: { id: ws.id } });
    expect(foreign.status).toBe(404);
  });
});

describe('favourites and GET /api/v1/user-likes/{userId}/workflows', () => {
  it('lists one’s own favourites only; someone else’s is 403, unknown or foreign 404', async () => {
    await like(world.org.id, published[3], world.viewer.id);
    await like(world.org.id, published[7], world.viewer.id);
    const own = await call(likesRoute, `/api/v1/user-likes/${world.viewer.id}/workflows`, { cookie: world.cookies.viewer, params: { userId: world.viewer.id } });
    expect(own.status).toBe(200);
    expect(own.body.items.map((c) => c.id)).toEqual([published[7], published[3]]);
    expect(own.body.items.every((c) => c.favorite)).toBe(true);
    const someone = await call(likesRoute, `/api/v1/user-likes/${world.publisher.id}/workflows`, { cookie: world.cookies.viewer, params: { userId: world.publisher.id } });
    expect(someone.status).toBe(403);
    const stranger = await createUser((await createOrg()).id);
    for (const id of [stranger.id, 'not-an-id']) {
      const res = await call(likesRoute, `/api/v1/user-likes/${id}/workflows`, { cookie: world.cookies.viewer, params: { userId: id } });
      expect(res.status, id).toBe(404);
    }
    expect((await call(likesRoute, `/api/v1/user-likes/${world.viewer.id}/workflows?size=7`, { cookie: world.cookies.viewer, params: { userId: world.viewer.id } })).status).toBe(422);
  });
});

describe('home overview, discover and owned by me', () => {
  it('continues what the caller left unfinished, last watched first', async () => {
    const { org, viewer } = world;
    const user = await createUser(org.id, 'viewer');
    await watch(org.id, published[1], user.id, false, new Date('2026-05-01T00:00:00Z'));
    await watch(org.id, published[2], user.id, false, new Date('2026-05-03T00:00:00Z'));
    await watch(org.id, published[4], user.id, true, new Date('2026-05-04T00:00:00Z'));
    await watch(org.id, draft, user.id, false);
    const overview = await homeOverview(await sessionOf((await sessionCookie(user)).cookie));
    expect(overview.continueWatching.map((c) => c.id)).toEqual([published[2], published[1]]);
    expect(overview.recentlyPublished.map((c) => c.id)).toEqual(published.slice(-8).reverse());
    expect(overview.favorites).toEqual([]);
    const viewerOverview = await homeOverview(await sessionOf(world.cookies.viewer));
    expect(viewerOverview.favorites.map((c) => c.id).sort()).toEqual([published[3], published[7]].sort());
    expect(viewer.id).toBeTruthy();
  });

  it('discovers only published workflows, even for authors', async () => {
    const page = await listDiscover(await sessionOf(world.cookies.publisher), paging);
    expect(page.total).toBe(25);
    expect(page.items.every((c) => c.published)).toBe(true);
  });

  it('owned by me holds the caller’s workflows only', async () => {
    const page = await listOwnedByMe(await sessionOf(world.cookies.wsAdmin), { ...paging, size: 50 });
    expect(page.total).toBe(13);
    expect(page.items.every((c) => c.author?.uid === world.wsAdmin.id)).toBe(true);
  });
});

describe('the workspace page’s first page', () => {
  it('is what GET /api/v1/workspaces/{id}/workflows answers: published ones for viewers, every state for authors, with the total', async () => {
    for (const [who, total] of [['viewer', 25], ['publisher', 26]] as const) {
      const session = await sessionOf(world.cookies[who]);
      const workspace = await getWorkspace(session, world.open.id);
      for (const page of [1, 2, 3]) {
        const api = await call(workspaceRoute, `/api/v1/workspaces/${world.open.id}/workflows?page=${page}`, { cookie: world.cookies[who], params: { id: world.open.id } });
        expect(api.status).toBe(200);
        expect(api.body.total).toBe(total);
        const seen = await listSeenWorkspaceWorkflows(session, workspace, { ...paging, page });
        expect(JSON.parse(JSON.stringify(seen))).toEqual(api.body);
      }
    }
  });
});

describe('one workspace’s list, from its statement built once', () => {
  it('answers every sort, page and caller as the general list query does', async () => {
    const db = await getDb();
    for (const who of ['viewer', 'publisher', 'orgAdmin'] as const) {
      const session = await sessionOf(world.cookies[who]);
      for (const sort of LIBRARY_SORTS) {
        for (const page of [1, 2, 3]) {
          const offset = (page - 1) * 20;
          const where = [eq(workflows.workspaceId, world.open.id)];
          const general = await selectCardRows(db, { caller: session, where, orderBy: orderFor(sort, 'de'), limit: 20, offset });
          const built = await selectWorkspacePage(db, session, { workspaceId: world.open.id, orderBy: orderFor(sort, 'de'), orderKey: `${sort}_de`, limit: 20, offset });
          expect(built.total).toBe(general.total);
          expect(built.rows.map((r) => r.workflow.id)).toEqual(general.rows.map((r) => r.workflow.id));
        }
      }
    }
  });
});

describe('route guards', () => {
  it('keeps viewers out of owned by me (spec 01 §6) and refuses bad paging on a workspace list', async () => {
    const ctx = async (cookie: string) => {
      const session = await sessionOf(cookie);
      return { role: session.user.role, isOrgAdmin: session.access.isOrgAdmin, isSharedAccount: false, generation: null, settings: session.org.settings, access: session.access, clientIp: '127.0.0.1' };
    };
    expect(checkRouteAccess('/owned-by-me/workflows', await ctx(world.cookies.viewer))).toEqual({ action: 'redirect', to: '/home/overview' });
    for (const cookie of [world.cookies.publisher, world.cookies.wsAdmin, world.cookies.orgAdmin]) {
      expect(checkRouteAccess('/owned-by-me/workflows', await ctx(cookie))).toBeNull();
    }
    const res = await call(workspaceRoute, `/api/v1/workspaces/${world.open.id}/workflows?size=7`, { cookie: world.cookies.viewer, params: { id: world.open.id } });
    expect(res.status).toBe(422);
    expect((await call(workspaceRoute, `/api/v1/workspaces/${world.open.id}/workflows`, { params: { id: world.open.id } })).status).toBe(401);
  });
});
