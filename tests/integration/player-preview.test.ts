import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as playerRoute } from '@/app/api/v1/player/workflow/route';
import { POST as trackingRoute } from '@/app/api/v1/tracking/route';
import { POST as publishRoute } from '@/app/api/v1/workflows/[id]/publish/route';
import { getDb } from '@/db/client';
import { workflowViews, workflows } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import type { PlayerWorkflowDto } from '@/lib/player/schema';
import { SPEECH } from '@/lib/workflows/constants';
import { addMember, apiRequest, createUser, createWorkspace, routeParams, sessionCookie } from '../helpers/factories';
import { call, createPlayerWorkflow, playerWorld } from './player-fixtures';

/**
 * An author's preview of an unpublished workflow in the player (issue 14): authors of its
 * workspace play it, marked as a preview with Publish; everyone else keeps the unpublished
 * screen; publishing from it goes through the one publish endpoint.
 */
let world: Awaited<ReturnType<typeof playerWorld>>;
const ids = {} as Record<'ready' | 'notReady' | 'foreign', string>;
const cookies = {} as Record<'elsewhere' | 'unassigned', string>;

const get = (id: string, cookie: string) => call(playerRoute, `/api/v1/player/workflow?workflowId=${id}&withAddons=true`, { cookie });
const item = (res: { body: unknown }) => (res.body as { item: PlayerWorkflowDto }).item;
const publish = (id: string, cookie: string) => call(publishRoute, `/api/v1/workflows/${id}/publish`, { cookie, method: 'POST', params: { id } });

beforeAll(async () => {
  world = await playerWorld();
  const base = { orgId: world.org.id, workspaceId: world.open.id, authorId: world.publisher.id, published: false };
  ids.ready = (await createPlayerWorkflow({ ...base, title: 'Ready draft' })).workflow.id;
  ids.notReady = (await createPlayerWorkflow({ ...base, title: 'Still transcribing' })).workflow.id;
  await (await getDb()).update(workflows).set({ speechStatus: SPEECH.runningTranscript, processed: false }).where(eq(workflows.id, ids.notReady));
  ids.foreign = (await createPlayerWorkflow({ orgId: world.other.id, workspaceId: world.otherWs.id, authorId: world.otherUser.id, published: false })).workflow.id;
  // A publisher of another workspace who only views this one, and one not assigned here at all.
  const line = await createWorkspace(world.org.id, { name: 'Other line' });
  const elsewhere = await createUser(world.org.id, 'publisher');
  await addMember(world.org.id, line.id, elsewhere.id, 'publisher');
  await addMember(world.org.id, world.open.id, elsewhere.id, 'viewer');
  cookies.elsewhere = (await sessionCookie(elsewhere)).cookie;
  const unassigned = await createUser(world.org.id, 'publisher');
  await addMember(world.org.id, line.id, unassigned.id, 'publisher');
  cookies.unassigned = (await sessionCookie(unassigned)).cookie;
}, 60_000);

afterAll(async () => {
  await stopBoss();
});

describe('the player DTO of an unpublished workflow', () => {
  it('gives an author of its workspace the preview, publishable when ready', async () => {
    const res = await get(ids.ready, world.cookies.publisher);
    expect(res.status).toBe(200);
    expect(item(res)).toMatchObject({ published: false, canEdit: true, preview: true, canPublish: true, publishBlocker: null, permissions: { reactions: false } });
    expect(item(res).steps).toHaveLength(2);
  });

  it('says why a preview that is not ready cannot be published yet', async () => {
    const res = await get(ids.notReady, world.cookies.publisher);
    expect(res.status).toBe(200);
    expect(item(res)).toMatchObject({ preview: true, canPublish: false, publishBlocker: 'processing' });
  });

  it('keeps the unpublished screen for a viewer and for an author of another workspace', async () => {
    for (const cookie of [world.cookies.viewer, cookies.elsewhere, cookies.unassigned]) {
      const res = await get(ids.ready, cookie);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ error: { code: 'conflict', message: 'player.unpublished' } });
    }
  });

  it('answers 404 for another organisation’s unpublished workflow, also to an author', async () => {
    const res = await get(ids.foreign, world.cookies.publisher);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: { message: 'player.notExists' } });
  });

  it('marks no published workflow as a preview', async () => {
    const published = (await createPlayerWorkflow({ orgId: world.org.id, workspaceId: world.open.id, authorId: world.publisher.id })).workflow.id;
    expect(item(await get(published, world.cookies.publisher))).toMatchObject({ published: true, preview: false, canPublish: false, publishBlocker: null });
  });

  it('counts no view of a preview: its events are refused and leave no continue-watching row', async () => {
    const event = { id: randomUUID(), trackerId: randomUUID(), type: 'interval', at: new Date().toISOString(), workflowId: ids.ready, playedSeconds: 5 };
    const res = await trackingRoute(apiRequest('/api/v1/tracking', { method: 'POST', cookie: world.cookies.publisher, body: { events: [event] } }), routeParams({}));
    expect((await res.json()).item.rejected).toEqual([{ id: event.id, code: 'unpublished' }]);
    const views = await (await getDb()).select().from(workflowViews).where(and(eq(workflowViews.workflowId, ids.ready), eq(workflowViews.userId, world.publisher.id)));
    expect(views).toEqual([]);
  });
});

describe('publishing from the preview (POST /api/v1/workflows/{id}/publish)', () => {
  it('refuses a workflow that is not ready with 409 and a message key', async () => {
    const res = await publish(ids.notReady, world.cookies.publisher);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: { code: 'conflict', message: 'workflows.notReady' } });
  });

  it('refuses a viewer (403: may author nothing); another workspace’s author and another organisation do not see it (404)', async () => {
    expect((await publish(ids.ready, world.cookies.viewer)).status).toBe(403);
    expect((await publish(ids.ready, cookies.elsewhere)).status).toBe(404);
    expect((await publish(ids.ready, world.cookies.other)).status).toBe(404);
  });

  it('publishes a ready one: the author’s player is no preview any more and a viewer plays it', async () => {
    const res = await publish(ids.ready, world.cookies.publisher);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ item: { published: true, status: 'published' } });
    expect(item(await get(ids.ready, world.cookies.publisher))).toMatchObject({ published: true, preview: false, permissions: { reactions: true } });
    const viewer = await get(ids.ready, world.cookies.viewer);
    expect(viewer.status).toBe(200);
    expect(item(viewer)).toMatchObject({ published: true, preview: false, canEdit: false });
  });
});
