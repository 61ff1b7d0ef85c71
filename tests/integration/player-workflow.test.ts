import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as playerRoute } from '@/app/api/v1/player/workflow/route';
import { DELETE as deleteRoute } from '@/app/api/v1/workflows/[id]/route';
import { stopBoss } from '@/lib/jobs';
import type { PlayerWorkflowDto } from '@/lib/player/schema';
import { call, createPlayerWorkflow, playerWorld } from './player-fixtures';

let world: Awaited<ReturnType<typeof playerWorld>>;
const ids = {} as Record<'published' | 'draft' | 'secret' | 'foreign' | 'empty' | 'deleted', string>;
let stepIds: string[] = [];

const get = (query: string, cookie?: string) => call(playerRoute, `/api/v1/player/workflow?${query}`, { cookie });

beforeAll(async () => {
  world = await playerWorld();
  const base = { orgId: world.org.id, workspaceId: world.open.id, authorId: world.publisher.id };
  const published = await createPlayerWorkflow(base);
  ids.published = published.workflow.id;
  stepIds = published.steps.map((s) => s.id);
  ids.draft = (await createPlayerWorkflow({ ...base, published: false, title: 'Draft' })).workflow.id;
  ids.secret = (await createPlayerWorkflow({ ...base, workspaceId: world.secret.id, title: 'Secret' })).workflow.id;
  ids.empty = (await createPlayerWorkflow({ ...base, playable: false, title: 'Not packaged' })).workflow.id;
  ids.deleted = (await createPlayerWorkflow({ ...base, title: 'Gone soon' })).workflow.id;
  ids.foreign = (await createPlayerWorkflow({ orgId: world.other.id, workspaceId: world.otherWs.id, authorId: world.otherUser.id })).workflow.id;
  const removed = await call(deleteRoute, `/api/v1/workflows/${ids.deleted}`, { cookie: world.cookies.publisher, params: { id: ids.deleted }, method: 'DELETE' });
  expect(removed.status).toBe(200);
}, 60_000);

afterAll(async () => {
  await stopBoss();
});

describe('GET /api/v1/player/workflow', () => {
  it('gives a viewer the steps, subtitles, transcript and permission flags of a published workflow', async () => {
    const res = await get(`workflowId=${ids.published}&withAddons=true`, world.cookies.viewer);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const item = (res.body as { item: PlayerWorkflowDto }).item;
    expect(item.steps.map((s) => s.id)).toEqual(stepIds);
    expect(item.steps[0]).toMatchObject({ title: 'Stop the spindle', duration: 10, renditions: ['360', '720'] });
    expect(item.steps[0].hlsUrl).toBe(`/api/v1/media/workflows/${ids.published}/steps/${stepIds[0]}/master.m3u8`);
    expect(item.steps[0].attachments.links).toEqual([{ id: 'link-0', label: 'Manual', link: 'https://example.com/manual' }]);
    expect(item.subtitles.map((s) => s.languageCode)).toEqual(['en-us', 'de-de']);
    expect(item.subtitles[1].label).toMatch(/German|Deutsch/);
    expect(item.steps[1].subtitles[0].url).toBe(`/api/v1/workflows/${ids.published}/steps/${stepIds[1]}/subtitles/en-us.vtt`);
    // The transcript is split into the steps, times relative to each.
    expect(item.transcript).toEqual([
      { stepId: stepIds[0], text: 'Stop the spindle first.', start: 1, end: 4 },
      { stepId: stepIds[1], text: 'Loosen the collet nut.', start: 1.5, end: 4 },
    ]);
    expect(item.terms).toEqual(['collet', 'spindle']);
    expect(item.author).toEqual({ uid: world.publisher.id, displayName: 'Pat Publisher' });
    expect(item.permissions).toMatchObject({ allowView: true, comments: true, reactions: true, safetyWatermark: false, watermarkId: null, gen2: false });
    expect(item).toMatchObject({ isPublic: false, canEdit: false, preview: false, canPublish: false, publishBlocker: null, aiSummary: null, sop: null, annotations: [] });
    // The player page's header links to the workflow's workspace.
    expect(item.workspace).toEqual({ id: world.open.id, name: world.open.name });
  });

  it('answers 401 without a session and 422 for a bad flag', async () => {
    expect((await get(`workflowId=${ids.published}`)).status).toBe(401);
    expect((await get(`workflowId=${ids.published}&withAddons=maybe`, world.cookies.viewer)).status).toBe(422);
  });

  // Issue 14: an author previews an unpublished workflow without any flag (tests/integration/player-preview.test.ts).
  it('tells unpublished apart, and lets only an author preview it', async () => {
    const viewer = await get(`workflowId=${ids.draft}`, world.cookies.viewer);
    expect(viewer.status).toBe(409);
    expect(viewer.body).toMatchObject({ error: { code: 'conflict', message: 'player.unpublished' } });
    expect((await get(`workflowId=${ids.draft}&previewVideo=true`, world.cookies.viewer)).status).toBe(409);
    const preview = await get(`workflowId=${ids.draft}`, world.cookies.publisher);
    expect(preview.status).toBe(200);
    expect((preview.body as { item: PlayerWorkflowDto }).item).toMatchObject({ published: false, canEdit: true, preview: true, permissions: { reactions: false } });
  });

  it('answers 403 for a private workspace the viewer is not assigned to', async () => {
    const res = await get(`workflowId=${ids.secret}`, world.cookies.viewer);
    expect(res.status).toBe(403);
    expect((await get(`workflowId=${ids.secret}`, world.cookies.publisher)).status).toBe(200);
  });

  it('answers 404 for unknown, malformed and foreign ids, 410 for deleted ones', async () => {
    for (const id of [ids.foreign, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await get(`workflowId=${id}`, world.cookies.viewer);
      expect(res.status, id).toBe(404);
      expect(res.body).toMatchObject({ error: { message: 'player.notExists' } });
    }
    const gone = await get(`workflowId=${ids.deleted}`, world.cookies.viewer);
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ error: { code: 'gone', message: 'player.deleted' } });
    // Another organisation's deletion log says nothing here.
    expect((await get(`workflowId=${ids.deleted}`, world.cookies.other)).status).toBe(404);
  });

  it('answers 409 not available while nothing is packaged', async () => {
    const res = await get(`workflowId=${ids.empty}`, world.cookies.viewer);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: { message: 'player.notAvailable' } });
  });
});

describe('player permission flags from the organisation settings', () => {
  it('turns comments off, the watermark on (viewer id) and marks gen2 accounts', async () => {
    const w = await playerWorld({ customized: { enableComments: false, enableSafetyWatermark: true }, features: { enableQuiz: { featureEnabled: true, enabled: false } } }, 'gen2');
    const { workflow } = await createPlayerWorkflow({ orgId: w.org.id, workspaceId: w.open.id, authorId: w.publisher.id });
    const res = await get(`workflowId=${workflow.id}`, w.cookies.viewer);
    expect(res.status).toBe(200);
    expect((res.body as { item: PlayerWorkflowDto }).item.permissions).toMatchObject({
      comments: false,
      reactions: true,
      quiz: false,
      aiQa: true,
      smartAssist: false,
      safetyWatermark: true,
      watermarkId: w.viewer.id,
      gen2: true,
    });
  });
});
