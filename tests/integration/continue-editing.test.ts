import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as continueEditingRoute } from '@/app/api/v1/users/[id]/workflows/continue-editing/route';
import { GET as creatorRoute } from '@/app/api/v1/users/[id]/workflows/creator/route';
import { workflows } from '@/db/schema';
import { getRequestSession } from '@/lib/auth/session';
import { stopBoss } from '@/lib/jobs';
import { cardHref } from '@/lib/workflows/card-href';
import { installedEditTarget } from '@/lib/workflows/edit-routes';
import { homeOverview } from '@/lib/workflows/library';
import { cardView, type WorkflowCardDto } from '@/lib/workflows/library-schema';
import { apiRequest, db } from '@/tests/helpers/factories';
import { call, createCardWorkflow, workflowWorld, type WorkflowWorld } from './workflows-fixtures';

// "Continue editing" (spec 02 §7 Users: continue-editing and creator): the workflows one authored
// and has not published, last changed first, on home and owned-by-me; each card opens its editor.
process.env.JOBS_IN_PROCESS = 'false';

let w: WorkflowWorld;
const ids: Record<string, string> = {};
beforeAll(async () => {
  w = await workflowWorld();
  const mine = { orgId: w.org.id, workspaceId: w.ws.a.id, authorId: w.users.publisher.id };
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  ids.older = (await createCardWorkflow({ ...mine, state: 'unpublished', title: 'Older draft', updatedAt: at(30) })).id;
  ids.newer = (await createCardWorkflow({ ...mine, state: 'unpublished', title: 'Newer draft', updatedAt: at(5) })).id;
  ids.fresh = (await createCardWorkflow({ ...mine, state: 'new', title: 'Just uploaded', updatedAt: at(10) })).id;
  ids.published = (await createCardWorkflow({ ...mine, state: 'published', title: 'Published one' })).id;
  ids.someoneElse = (await createCardWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, authorId: w.users.orgAdmin.id, state: 'unpublished', title: 'Not mine' })).id;
}, 60_000);
afterAll(async () => {
  await stopBoss({ graceful: false });
});

const list = (route: typeof continueEditingRoute, kind: string, cookie: string, userId: string) =>
  call(route, `/api/v1/users/${userId}/workflows/${kind}?page=1&size=20`, { cookie, params: { id: userId } });

describe('continue editing', () => {
  it('lists one’s own unpublished workflows, last changed first, with the edit tool the card opens', async () => {
    const { status, body } = await list(continueEditingRoute, 'continue-editing', w.cookies.publisher, w.users.publisher.id);
    expect(status).toBe(200);
    expect(body.items.map((c: { title: string }) => c.title)).toEqual(['Newer draft', 'Just uploaded', 'Older draft']);
    expect(body.total).toBe(3);
    // Edit routing (lib/workflows/edit-routes.ts): status new → main editor, others → builder, once
    // those pages are installed; until then the card opens the author's preview. Every card opens something.
    const edit = Object.fromEntries(body.items.map((c: { id: string; tools: { edit: string | null } }) => [c.id, c.tools.edit]));
    expect(edit[ids.fresh]).toBe(installedEditTarget('editormain'));
    expect(edit[ids.newer]).toBe(installedEditTarget('builder'));
    for (const card of body.items as WorkflowCardDto[]) expect(cardHref(cardView(card)), card.title).toMatch(new RegExp(`/${card.id}`));
  });

  it('drops a workflow once it is published', async () => {
    await (await db()).update(workflows).set({ published: true, publishedAt: new Date() }).where(eq(workflows.id, ids.older));
    const { body } = await list(continueEditingRoute, 'continue-editing', w.cookies.publisher, w.users.publisher.id);
    expect(body.items.map((c: { id: string }) => c.id)).not.toContain(ids.older);
    await (await db()).update(workflows).set({ published: false, publishedAt: null }).where(eq(workflows.id, ids.older));
  });

  it('creator lists every workflow one authored, in every state', async () => {
    const { status, body } = await list(creatorRoute, 'creator', w.cookies.publisher, w.users.publisher.id);
    expect(status).toBe(200);
    expect(body.items.map((c: { id: string }) => c.id).sort()).toEqual([ids.older, ids.newer, ids.fresh, ids.published].sort());
  });

  it('shows on the home overview, and only the caller’s own lists are readable', async () => {
    const session = (await getRequestSession(apiRequest('/', { cookie: w.cookies.publisher })))!;
    const overview = await homeOverview(session);
    expect(overview.continueEditing.map((c) => c.title)).toEqual(['Newer draft', 'Just uploaded', 'Older draft']);
    const adminOverview = await homeOverview((await getRequestSession(apiRequest('/', { cookie: w.cookies.orgAdmin })))!);
    expect(adminOverview.continueEditing.map((c) => c.title)).toEqual(['Not mine']);

    expect((await list(continueEditingRoute, 'continue-editing', w.cookies.viewer, w.users.publisher.id)).status).toBe(403);
    expect((await list(creatorRoute, 'creator', w.cookies.viewer, w.users.publisher.id)).status).toBe(403);
    expect((await list(continueEditingRoute, 'continue-editing', w.cookies.outsider, w.users.publisher.id)).status).toBe(404);
    expect((await list(continueEditingRoute, 'continue-editing', w.cookies.publisher, 'not-a-uuid')).status).toBe(404);
    // A viewer has nothing to continue.
    const viewer = await list(continueEditingRoute, 'continue-editing', w.cookies.viewer, w.users.viewer.id);
    expect(viewer).toMatchObject({ status: 200, body: { items: [], total: 0 } });
  });
});
