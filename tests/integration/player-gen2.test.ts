import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as mediaRoute } from '@/app/api/v1/media/workflows/[id]/steps/[stepId]/[file]/route';
import { GET as playerRoute } from '@/app/api/v1/player/workflow/route';
import { workflowSteps } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { loadPublicWorkflowPage } from '@/lib/player/public-workflow';
import type { PlayerWorkflowDto } from '@/lib/player/schema';
import { getStorage } from '@/lib/storage';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import { db } from '../helpers/factories';
import { call, createPlayerWorkflow, playerWorld } from './player-fixtures';

/**
 * Spec 02 §2: gen2 accounts have no search, theater or quality setting and play a single video
 * URL. Ours is the step's 720p-or-best rung playlist through the same permission-checked route.
 */
type World = Awaited<ReturnType<typeof playerWorld>>;
type Played = { world: World; workflowId: string; stepIds: string[] };

/** Puts a master, a 360 and a 720 playlist of each step in storage, as the pipeline leaves them. */
async function packaged(generation: string | null): Promise<Played> {
  const world = await playerWorld({}, generation);
  const { workflow, steps } = await createPlayerWorkflow({ orgId: world.org.id, workspaceId: world.open.id, authorId: world.publisher.id });
  const storage = getStorage();
  for (const step of steps) {
    const folder = `${workflowMediaKeys(world.org.id, workflow.id).hls(1)}${step.id}/`;
    const master = ['#EXTM3U', '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360', '360.m3u8', '#EXT-X-STREAM-INF:BANDWIDTH=2800000,RESOLUTION=1280x720', '720.m3u8', ''];
    await storage.put(`${folder}master.m3u8`, Buffer.from(master.join('\n')), { contentType: 'application/vnd.apple.mpegurl' });
    for (const rung of ['360', '720']) {
      await storage.put(`${folder}${rung}.m3u8`, Buffer.from(`#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\n${rung}/00000.ts\n#EXT-X-ENDLIST\n`), { contentType: 'application/vnd.apple.mpegurl' });
    }
    await (await db()).update(workflowSteps).set({ hlsKey: `${folder}master.m3u8`, renditions: { '360': `${folder}360.m3u8`, '720': `${folder}720.m3u8` } }).where(eq(workflowSteps.id, step.id));
  }
  return { world, workflowId: workflow.id, stepIds: steps.map((s) => s.id) };
}

const playerDto = async ({ world, workflowId }: Played) => {
  const res = await call(playerRoute, `/api/v1/player/workflow?workflowId=${workflowId}`, { cookie: world.cookies.viewer });
  expect(res.status).toBe(200);
  return (res.body as { item: PlayerWorkflowDto }).item;
};
const media = (url: string, cookie: string) => {
  const [, id, stepId, file] = /^\/api\/v1\/media\/workflows\/([^/]+)\/steps\/([^/]+)\/([^/]+)$/.exec(url) ?? [];
  return call(mediaRoute, url, { cookie, params: { id, stepId, file } });
};

let gen2: Played;
let gen2plus: Played;
let normal: Played;

beforeAll(async () => {
  [gen2, gen2plus, normal] = [await packaged('gen2'), await packaged('gen2plus'), await packaged(null)];
}, 60_000);

afterAll(async () => {
  await stopBoss();
});

describe('the player of a gen2 organisation', () => {
  it('carries the gen2 flag and one fixed video URL per step: the 720p rung playlist', async () => {
    const item = await playerDto(gen2);
    expect(item.permissions.gen2).toBe(true);
    expect(item.steps.map((s) => s.hlsUrl)).toEqual(gen2.stepIds.map((id) => `/api/v1/media/workflows/${gen2.workflowId}/steps/${id}/720.m3u8`));
    expect(item.steps.map((s) => s.renditions)).toEqual([['720'], ['720']]);
  });

  it('plays that URL through the checked media route: signed segments for the viewer, 404 for another organisation', async () => {
    const url = (await playerDto(gen2)).steps[0].hlsUrl!;
    const res = await media(url, gen2.world.cookies.viewer);
    expect(res.status).toBe(200);
    const segments = String(res.body).split('\n').filter((line) => line && !line.startsWith('#'));
    expect(segments).toHaveLength(1);
    expect(segments[0]).toMatch(/\/720\/00000\.ts\?exp=\d+&sig=[0-9a-f]{64}$/);
    expect((await media(url, gen2.world.cookies.other)).status).toBe(404);
  });

  it('gives the public page the same single URL on the public media route', async () => {
    const page = await loadPublicWorkflowPage(await db(), gen2.workflowId, 'en');
    expect(page?.player.permissions.gen2).toBe(true);
    expect(page?.player.steps[0].hlsUrl).toBe(`/api/v1/public/media/workflows/${gen2.workflowId}/steps/${gen2.stepIds[0]}/720.m3u8`);
  });
});

describe('gen2plus and other organisations', () => {
  it.each([
    ['gen2plus', () => gen2plus],
    ['no generation', () => normal],
  ])('%s: the full player on the adaptive master playlist with every rung', async (_name, played) => {
    const { workflowId, stepIds } = played();
    const item = await playerDto(played());
    expect(item.permissions.gen2).toBe(false);
    expect(item.steps[0].hlsUrl).toBe(`/api/v1/media/workflows/${workflowId}/steps/${stepIds[0]}/master.m3u8`);
    expect(item.steps[0].renditions).toEqual(['360', '720']);
  });
});
