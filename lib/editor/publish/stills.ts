import 'server-only';
import path from 'node:path';
import type { Rung } from '@/lib/media/ladder';
import { makeImageMap } from '@/lib/media/image-map';
import { makePoster } from '@/lib/media/poster';
import { toBuffer } from '@/lib/storage';
import type { PipelineContext } from '@/lib/workflows/pipeline/context';
import { uploadFile, uploadFiles } from '@/lib/workflows/pipeline/files';
import type { StoredImageMap } from '@/lib/workflows/pipeline/stage-frames';
import type { PublishPlan } from './plan';

/**
 * The stills viewers see besides the steps' own posters: the seek-bar thumbnails (image-map
 * sprite sheets) and the workflow poster. `imageMap` null: the steps keep the map they have.
 */
export type PublishedStills = { imageMap: StoredImageMap | null; posterKey: string };

/** Where a publish render keeps the stills it made: one folder per HLS version, beside the steps'. */
export const publishedStillsFolder = (ctx: Pick<PipelineContext, 'keys'>, version: number) => `${ctx.keys.prefix}published/${version}/`;

/** A workflow poster the pipeline or a publish render made (an author's own choice is never replaced). */
export function isGeneratedPoster(ctx: Pick<PipelineContext, 'keys'>, key: string | null) {
  if (!key) return false;
  if (key === ctx.keys.poster) return true;
  const published = `${ctx.keys.prefix}published/`;
  return key.startsWith(published) && /^\d+\/poster\.jpg$/.test(key.slice(published.length));
}

async function cleanImageMap(ctx: PipelineContext): Promise<StoredImageMap | null> {
  const object = await ctx.storage.get(ctx.keys.imageMapIndex);
  return object ? (JSON.parse((await toBuffer(object.body)).toString('utf8')) as StoredImageMap) : null;
}

/**
 * With blur regions the stills are made again from the rendered rungs (thumbnails from the lowest,
 * poster from the best, as the pipeline makes them from the clean ones) into the version's
 * folder; without, the pipeline's clean stills are served again.
 */
export async function makePublishedStills(ctx: PipelineContext, plan: PublishPlan, ladder: ReadonlyArray<{ rung: Rung; key: string }>, version: number): Promise<PublishedStills> {
  if (!plan.blurs.length) return { imageMap: await cleanImageMap(ctx), posterKey: ctx.keys.poster };
  const { signal } = ctx.options;
  const folder = publishedStillsFolder(ctx, version);
  const outDir = path.join(ctx.workDir, 'published-stills');
  const index = await makeImageMap({ input: await ctx.local(ladder[0].key), outDir: path.join(outDir, 'image-map'), signal });
  const mapFolder = `${folder}image-map/`;
  await uploadFiles(ctx.storage, index.sheets.map((sheet) => ({ key: `${mapFolder}${sheet.file}`, file: path.join(outDir, 'image-map', sheet.file) })));
  const poster = path.join(outDir, 'poster.jpg');
  await makePoster({ input: await ctx.local(ladder[ladder.length - 1].key), out: poster, signal });
  await uploadFile(ctx.storage, `${folder}poster.jpg`, poster);
  return { imageMap: { ...index, folder: mapFolder }, posterKey: `${folder}poster.jpg` };
}

/** Removes stills folders older than the previous version (players that loaded it a moment ago keep it). */
export async function pruneOldStills(ctx: PipelineContext, version: number) {
  const root = `${ctx.keys.prefix}published/`;
  const old = new Set<number>();
  for (const { key } of await ctx.storage.list(root)) {
    const folder = Number(key.slice(root.length).split('/')[0]);
    if (Number.isInteger(folder) && folder < version - 1) old.add(folder);
  }
  for (const folder of old) await ctx.storage.deletePrefix(`${root}${folder}/`);
}
