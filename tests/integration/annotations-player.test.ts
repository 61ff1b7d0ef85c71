import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as upsertRoute } from '@/app/api/v1/annotations/batch-upsert/route';
import { POST as getByStepsRoute } from '@/app/api/v1/annotations/get-by-steps/route';
import { POST as imagesRoute } from '@/app/api/v1/annotations/images/route';
import { GET as playerRoute } from '@/app/api/v1/player/workflow/route';
import { annotationsFolder } from '@/lib/annotations/image-keys';
import { getPublicWorkflowPage } from '@/lib/player/public-cache';
import type { AnnotationDto, PlayerWorkflowDto } from '@/lib/player/schema';
import { getStorage } from '@/lib/storage';
import { apiRequest, routeParams } from '../helpers/factories';
import { call, createPlayerWorkflow, playerWorld } from './player-fixtures';
import { tinyImage } from '../helpers/images';
import { fromAddress } from '../helpers/client-address';

let world: Awaited<ReturnType<typeof playerWorld>>;
let wf: Awaited<ReturnType<typeof createPlayerWorkflow>>;
let imageKey: string;

const upsert = (cookie: string, body: unknown) => upsertRoute(apiRequest('/api/v1/annotations/batch-upsert', { method: 'POST', cookie, body }), routeParams({}));
const getBySteps = async (cookie: string, stepIds: string[]): Promise<AnnotationDto[]> =>
  (await (await getByStepsRoute(apiRequest('/api/v1/annotations/get-by-steps', { method: 'POST', cookie, body: { stepIds } }), routeParams({}))).json()).items;
const player = async (cookie: string, withAddons: boolean) => {
  const res = await call(playerRoute, `/api/v1/player/workflow?workflowId=${wf.workflow.id}&withAddons=${withAddons}`, { cookie });
  expect(res.status).toBe(200);
  return (res.body as { item: PlayerWorkflowDto }).item;
};

const PNG = new Uint8Array(tinyImage('png'));
async function uploadImage(cookie: string, workflowId: string, bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.set('file', new Blob([bytes]), 'marker.png');
  const req = new Request(`http://localhost:3000/api/v1/annotations/images?workflowId=${workflowId}`, {
    method: 'POST',
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', cookie, ...fromAddress('127.0.0.1') },
    body: form,
  });
  return imagesRoute(req, routeParams({}));
}

const image = (key: string, extra: Record<string, unknown> = {}) => ({ id: 'img', type: 'image', startTime: 1, endTime: 4, top: 10, left: 10, width: 120, height: 90, imageKey: key, ...extra });
const label = (value: string) => ({ id: 'label', type: 'i-text', startTime: 0, endTime: 3, top: 300, left: 40, text: value });

beforeAll(async () => {
  world = await playerWorld();
  wf = await createPlayerWorkflow({ orgId: world.org.id, workspaceId: world.open.id, authorId: world.publisher.id });
  imageKey = `${annotationsFolder(world.org.id)}${randomUUID()}.png`;
  await getStorage().put(imageKey, Buffer.from('not really a png'), { contentType: 'image/png' });
}, 60_000);

describe('image elements', () => {
  it('must name a stored object of the organisation’s annotations folder', async () => {
    const cases: Array<[string, string]> = [
      [`orgs/${world.org.id}/avatars/x.png`, 'annotations.badImageKey'],
      [`orgs/${world.other.id}/annotations/x.png`, 'annotations.badImageKey'],
      [`${annotationsFolder(world.org.id)}../videos/x.png`, 'annotations.badImageKey'],
      [`${annotationsFolder(world.org.id)}missing.png`, 'annotations.imageMissing'],
    ];
    for (const [key, message] of cases) {
      const res = await upsert(world.cookies.publisher, { workflowId: wf.workflow.id, annotations: [{ stepId: wf.steps[0].id, elements: [image(key)] }] });
      expect(res.status, key).toBe(422);
      expect((await res.json()).error.message, key).toBe(message);
    }
    expect(await getBySteps(world.cookies.publisher, [wf.steps[0].id])).toEqual([]);
  });

  it('are uploaded by authors into the annotations folder (PNG, JPEG, WebP, GIF), then usable in a save', async () => {
    expect((await uploadImage(world.cookies.viewer, wf.workflow.id, PNG)).status).toBe(403);
    expect((await uploadImage(world.cookies.other, wf.workflow.id, PNG)).status).toBe(404);
    const notImage = await uploadImage(world.cookies.publisher, wf.workflow.id, new TextEncoder().encode('<svg onload="x"/>'));
    expect(notImage.status).toBe(422);
    expect((await notImage.json()).error.message).toBe('annotations.imageType');
    const res = await uploadImage(world.cookies.publisher, wf.workflow.id, PNG);
    expect(res.status).toBe(201);
    const { item } = await res.json();
    expect(item.key).toMatch(new RegExp(`^orgs/${world.org.id}/annotations/${wf.workflow.id}/[0-9a-f-]{36}\\.png$`));
    expect(item.url).toMatch(/[?&]exp=\d+&sig=/);
    const saved = await upsert(world.cookies.publisher, { workflowId: wf.workflow.id, annotations: [{ stepId: wf.steps[1].id, elements: [image(item.key)] }] });
    expect(saved.status).toBe(200);
    expect(await upsert(world.cookies.publisher, { workflowId: wf.workflow.id, annotations: [{ stepId: wf.steps[1].id, elements: [] }] })).toHaveProperty('status', 200);
  });

  it('are answered with signed, expiring URLs; only authors also get the keys back', async () => {
    const res = await upsert(world.cookies.publisher, { workflowId: wf.workflow.id, annotations: [{ stepId: wf.steps[0].id, elements: [image(imageKey), label('Fit here')] }] });
    expect(res.status).toBe(200);
    const [forAuthor] = await getBySteps(world.cookies.publisher, [wf.steps[0].id]);
    const [forViewer] = await getBySteps(world.cookies.viewer, [wf.steps[0].id]);
    expect(forAuthor.elements[0]).toMatchObject({ imageKey, imageUrl: expect.stringMatching(/[?&]exp=\d+&sig=/) });
    expect(forViewer.elements[0].imageUrl).toEqual(expect.stringMatching(/[?&]exp=\d+&sig=/));
    expect(forViewer.elements[0]).not.toHaveProperty('imageKey');
    expect(forViewer.elements[0].originalImageUrl).toBe(forViewer.elements[0].imageUrl);
  });
});

describe('the player’s workflow', () => {
  it('carries the annotations when asked withAddons, images signed and no storage keys', async () => {
    const item = await player(world.cookies.viewer, true);
    expect(item.annotations).toHaveLength(1);
    expect(item.annotations[0].stepId).toBe(wf.steps[0].id);
    expect(item.annotations[0].elements.map((e) => e.type)).toEqual(['image', 'i-text']);
    expect(JSON.stringify(item.annotations)).not.toContain('imageKey');
    expect((await player(world.cookies.viewer, false)).annotations).toEqual([]);
  });

  it('on the public page too, and saving drops the cached page at once', async () => {
    const before = (await getPublicWorkflowPage(wf.workflow.id, 'en'))!;
    expect(before.player.annotations.flatMap((a) => a.elements.map((e) => e.text ?? e.type))).toEqual(['image', 'Fit here']);
    expect(JSON.stringify(before.player)).not.toContain('imageKey');
    expect(await getPublicWorkflowPage(wf.workflow.id, 'en')).toBe(before);
    const res = await upsert(world.cookies.publisher, { workflowId: wf.workflow.id, annotations: [{ stepId: wf.steps[0].id, elements: [label('Changed')] }] });
    expect(res.status).toBe(200);
    const after = (await getPublicWorkflowPage(wf.workflow.id, 'en'))!;
    expect(after.player.annotations.flatMap((a) => a.elements.map((e) => e.text))).toEqual(['Changed']);
  });
});
