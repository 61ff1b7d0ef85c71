import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { annotations, workflows, workflowSteps, type Workflow } from '@/db/schema';
import { runPublishRender } from '@/lib/editor/publish/render';
import { startPublishRender } from '@/lib/editor/publish/state';
import { stopBoss } from '@/lib/jobs';
import { getStorage, toBuffer } from '@/lib/storage';
import { EDITOR } from '@/lib/workflows/constants';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import { processWorkflow } from '@/lib/workflows/pipeline/process';
import type { StoredImageMap } from '@/lib/workflows/pipeline/stage-frames';
import { addMember, createOrg, createUser, createWorkspace } from '../helpers/factories';
import { makeClip } from '../helpers/media-fixtures';
import { createInitializedWorkflow } from '../helpers/workflow-fixtures';

/**
 * The publish render blurs the seek-bar thumbnails (image-map sheets) and the workflow poster
 * too, not only the steps' media and posters.
 */
const run = promisify(execFile);
let orgId: string;
let workflow: Workflow;
let stepId: string;
let dir: string;

/** A blur box over testsrc2's chequerboard (400,224 160×80 in the 640×360 rung), the first 3 seconds (the poster is 10 % in). */
const BLUR = { id: 'blur-1', type: 'blur', shape: 'rectangle', left: 800, top: 450, width: 320, height: 160, startTime: 0, endTime: 3, originalCanvasWidth: 1280, originalCanvasHeight: 720 };
const BOX = { x: 400 / 640, y: 224 / 360, w: 160 / 640, h: 80 / 360 };

beforeAll(async () => {
  process.env.PIPELINE_X264_PRESET = 'ultrafast';
  process.env.JOBS_IN_PROCESS = 'false';
  dir = await mkdtemp(path.join(tmpdir(), 'publish-stills-'));
  orgId = (await createOrg()).id;
  const workspaceId = (await createWorkspace(orgId)).id;
  const author = await createUser(orgId, 'publisher');
  await addMember(orgId, workspaceId, author.id, 'publisher');
  const clip = await makeClip({ seconds: 6, width: 640, height: 360, audio: 'sine' });
  ({ workflow } = await createInitializedWorkflow({ orgId, workspaceId, authorId: author.id, clip, languageCode: 'en-us' }));
  expect(await processWorkflow({ organizationId: orgId, workflowId: workflow.id })).toEqual({ status: 'finished' });
  const db = await getDb();
  stepId = (await db.select().from(workflowSteps).where(eq(workflowSteps.workflowId, workflow.id)))[0]!.id;
  await db.update(workflows).set({ published: true, publishedAt: new Date() }).where(eq(workflows.id, workflow.id));
}, 120_000);

afterAll(() => stopBoss({ graceful: false }));

const rowOf = async () => (await (await getDb()).query.workflows.findFirst({ where: eq(workflows.id, workflow.id) }))!;
const stepOf = async () => (await (await getDb()).query.workflowSteps.findFirst({ where: eq(workflowSteps.id, stepId) }))!;
const keys = () => workflowMediaKeys(orgId, workflow.id);

async function render() {
  await startPublishRender(await getDb(), await rowOf(), 'refresh');
  return runPublishRender({ organizationId: orgId, workflowId: workflow.id });
}

type Gray = { pixels: Buffer; width: number; height: number };

/** A stored image (or the `crop` of it) as 8-bit grey pixels. */
async function gray(key: string, crop?: { w: number; h: number; x: number; y: number }): Promise<Gray> {
  const object = await getStorage().get(key);
  expect(object, key).not.toBeNull();
  const file = path.join(dir, key.replace(/\//g, '_'));
  await writeFile(file, await toBuffer(object!.body));
  const vf = crop ? ['-vf', `crop=${crop.w}:${crop.h}:${crop.x}:${crop.y}`] : [];
  const probe = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', file]);
  const [w, h] = probe.stdout.trim().split(',').map(Number);
  const { stdout } = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', file, ...vf, '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], { encoding: 'buffer', maxBuffer: 1 << 24 });
  return { pixels: stdout, width: crop?.w ?? w, height: crop?.h ?? h };
}

/** Mean absolute difference of horizontal neighbours inside the blur box (inside) or in the picture's left third (away from it). */
function detail({ pixels, width, height }: Gray, inside: boolean) {
  const [x0, x1, y0, y1] = inside
    ? [Math.ceil((BOX.x + 0.02) * width), Math.floor((BOX.x + BOX.w - 0.02) * width), Math.ceil((BOX.y + 0.03) * height), Math.floor((BOX.y + BOX.h - 0.03) * height)]
    : [2, Math.floor(width / 3), 2, height - 2];
  let sum = 0;
  let n = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1 - 1; x++) {
    sum += Math.abs(pixels[y * width + x] - pixels[y * width + x + 1]);
    n += 1;
  }
  return sum / n;
}

/** The thumbnail of second `s` from a map's first sheet. */
function tile(map: StoredImageMap, s: number) {
  const col = s % map.columns;
  const row = Math.floor(s / map.columns);
  return gray(`${map.folder}${map.sheets[0].file}`, { w: map.tileWidth, h: map.tileHeight, x: col * map.tileWidth, y: row * map.tileHeight });
}

describe('the publish render’s stills', () => {
  it('blurs the seek-bar thumbnails and the workflow poster while the region is shown; the clean ones stay for the editors', async () => {
    const db = await getDb();
    const clean = { map: (await stepOf()).imageMap as StoredImageMap, poster: (await rowOf()).posterKey! };
    expect(clean.poster).toBe(keys().poster);
    await db.insert(annotations).values({ organizationId: orgId, workflowId: workflow.id, stepId, position: 0, elements: [BLUR] });
    expect(await render()).toBe('finished');
    const row = await rowOf();
    expect(row.editorStatus).toBe(EDITOR.completedBuilderMain);
    const map = (await stepOf()).imageMap as StoredImageMap & { offset: number };
    expect(map.folder).toBe(`${keys().prefix}published/${row.hlsVersion}/image-map/`);
    expect(map.offset).toBe(0);
    expect(row.posterKey).toBe(`${keys().prefix}published/${row.hlsVersion}/poster.jpg`);

    // Second 2 shows the region: its thumbnail keeps hardly any of the box's detail, the rest stays.
    const [before, after] = [await tile(clean.map, 2), await tile(map, 2)];
    expect(detail(before, true)).toBeGreaterThan(3);
    expect(detail(after, true)).toBeLessThan(detail(before, true) * 0.35);
    expect(Math.abs(detail(after, false) - detail(before, false))).toBeLessThan(detail(before, false) * 0.25);
    // Second 4 is after the region: the thumbnail is as detailed as the clean one.
    const [later, laterClean] = [await tile(map, 4), await tile(clean.map, 4)];
    expect(detail(later, true)).toBeGreaterThan(detail(laterClean, true) * 0.7);

    const [cleanPoster, poster] = [await gray(clean.poster), await gray(row.posterKey!)];
    expect(detail(poster, true)).toBeLessThan(detail(cleanPoster, true) * 0.35);
    expect(Math.abs(detail(poster, false) - detail(cleanPoster, false))).toBeLessThan(detail(cleanPoster, false) * 0.25);
    // The clean stills are still stored: the editors work from them.
    expect(await getStorage().exists(`${clean.map.folder}${clean.map.sheets[0].file}`)).toBe(true);
    expect(await getStorage().exists(clean.poster)).toBe(true);
  }, 120_000);

  it('an author’s own poster is kept; without blur regions the clean thumbnails are served again', async () => {
    const db = await getDb();
    const own = `${keys().prefix}posters/custom-own.jpg`;
    await getStorage().put(own, Buffer.from('jpeg'), { contentType: 'image/jpeg' });
    await db.update(workflows).set({ posterKey: own }).where(eq(workflows.id, workflow.id));
    await db.delete(annotations).where(eq(annotations.workflowId, workflow.id));
    expect(await render()).toBe('finished');
    const row = await rowOf();
    expect(row.posterKey).toBe(own);
    expect(((await stepOf()).imageMap as StoredImageMap).folder).toBe(keys().imageMapFolder);
  }, 120_000);

  it('a generated poster goes back to the clean one when the blur is gone', async () => {
    const db = await getDb();
    await db.insert(annotations).values({ organizationId: orgId, workflowId: workflow.id, stepId, position: 0, elements: [BLUR] });
    await db.update(workflows).set({ posterKey: keys().poster }).where(eq(workflows.id, workflow.id));
    expect(await render()).toBe('finished');
    const blurred = (await rowOf()).posterKey!;
    expect(blurred).toContain('/published/');
    await db.delete(annotations).where(eq(annotations.workflowId, workflow.id));
    expect(await render()).toBe('finished');
    expect((await rowOf()).posterKey).toBe(keys().poster);
  }, 180_000);
});
