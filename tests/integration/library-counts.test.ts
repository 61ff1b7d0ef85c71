import { beforeAll, describe, expect, it } from 'vitest';
import { POST as likeRoute } from '@/app/api/v1/user-likes/workflow/route';
import { GET as listRoute } from '@/app/api/v1/workflows/route';
import { DELETE as deleteRoute, PATCH as patchRoute } from '@/app/api/v1/workflows/[id]/route';
import { PUT as unpublishRoute } from '@/app/api/v1/workflows/[id]/unpublish/route';
import { PUT as moveRoute } from '@/app/api/v1/workflows/[id]/workspace/route';
import { GET as countsRoute } from '@/app/api/v1/workspaces/[id]/workflow-counts/route';
import { GET as workspaceRoute } from '@/app/api/v1/workspaces/[id]/workflows/route';
import { getDb } from '@/db/client';
import { categories, subcategories } from '@/db/schema';
import { addMember, apiRequest, createWorkspace } from '../helpers/factories';
import { call, createCardWorkflow, libraryWorld } from './workflows-fixtures';

/**
 * The card tools through the lifecycle endpoints they call, seen from the library: after each one
 * the workspace list, its counts (created, published, unpublished = created − published) and the
 * cards' fields agree.
 */
let world: Awaited<ReturnType<typeof libraryWorld>>;
let other: { id: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  world = await libraryWorld();
  const { org, open, publisher } = world;
  other = await createWorkspace(org.id, { name: 'Second line' });
  await addMember(org.id, other.id, publisher.id, 'publisher');
  for (const [key, state] of [['a', 'published'], ['b', 'published'], ['c', 'unpublished'], ['d', 'failed']] as const) {
    ids[key] = (await createCardWorkflow({ orgId: org.id, workspaceId: open.id, authorId: publisher.id, state, title: `Counted ${key}` })).id;
  }
}, 30_000);

const counts = async (workspaceId: string) => {
  const res = await countsRoute(apiRequest(`/api/v1/workspaces/${workspaceId}/workflow-counts`, { cookie: world.cookies.publisher }), { params: Promise.resolve({ id: workspaceId }) });
  return ((await res.json()) as { item: { created: number; published: number; unpublished: number } }).item;
};
const totals = async (workspaceId: string) => {
  const author = await call(workspaceRoute, `/api/v1/workspaces/${workspaceId}/workflows`, { cookie: world.cookies.publisher, params: { id: workspaceId } });
  const published = author.body.items.filter((c) => c.published).length;
  return { created: author.body.total, published, unpublished: author.body.total - published };
};
const act = async (handler: Parameters<typeof call>[0], method: string, id: string, path: string, body?: unknown) => {
  const res = await call(handler, `/api/v1/workflows/${id}${path}`, { method, body, cookie: world.cookies.publisher, params: { id } });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
};

describe('card tools, lists and workspace counts', () => {
  it('agree at the start', async () => {
    expect(await counts(world.open.id)).toEqual({ created: 4, published: 2, unpublished: 2 });
    expect(await totals(world.open.id)).toEqual(await counts(world.open.id));
  });

  it('agree after unpublish, move and delete', async () => {
    await act(unpublishRoute, 'PUT', ids.a, '/unpublish');
    expect(await counts(world.open.id)).toEqual({ created: 4, published: 1, unpublished: 3 });
    const cards = new Map((await call(workspaceRoute, `/api/v1/workspaces/${world.open.id}/workflows`, { cookie: world.cookies.publisher, params: { id: world.open.id } })).body.items.map((c) => [c.id, c]));
    expect(cards.get(ids.a)).toMatchObject({ status: 'unpublished', tools: { share: false, unpublish: false, rename: true } });

    await act(moveRoute, 'PUT', ids.b, '/workspace', { workspaceId: other.id });
    expect(await counts(world.open.id)).toEqual({ created: 3, published: 0, unpublished: 3 });
    expect(await counts(other.id)).toEqual({ created: 1, published: 1, unpublished: 0 });
    expect(await totals(other.id)).toEqual(await counts(other.id));

    await act(deleteRoute, 'DELETE', ids.d, '');
    expect(await counts(world.open.id)).toEqual({ created: 2, published: 0, unpublished: 2 });
    expect(await totals(world.open.id)).toEqual(await counts(world.open.id));
  });

  it('show a favourite and a sub-category set from the card on the next read', async () => {
    const db = await getDb();
    const [category] = await db.insert(categories).values({ organizationId: world.org.id, name: 'Lines' }).returning();
    const [sub] = await db.insert(subcategories).values({ organizationId: world.org.id, categoryId: category.id, name: 'Start-up' }).returning();
    await act(patchRoute, 'PATCH', ids.c, '', { data: { subcategoryIds: [sub.id] } });
    const like = await call(likeRoute, '/api/v1/user-likes/workflow', { method: 'POST', cookie: world.cookies.publisher, body: { workflowId: ids.c, like: true } });
    expect(like.status).toBe(200);
    const favourites = await call(listRoute, '/api/v1/workflows?favorites=1', { cookie: world.cookies.publisher });
    expect(favourites.body.items.map((c) => [c.id, c.favorite, c.subcategoryIds])).toEqual([[ids.c, true, [sub.id]]]);
  });
});
