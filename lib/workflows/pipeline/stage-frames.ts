import path from 'node:path';
import { extractAudio } from '@/lib/media/audio';
import { makeImageMap } from '@/lib/media/image-map';
import type { ImageMapIndex } from '@/lib/media/image-map-index';
import { makePoster } from '@/lib/media/poster';
import type { PipelineContext } from './context';
import { uploadFile, uploadFiles } from './files';
import type { LadderResult } from './stage-media';

export const topRung = (ladder: LadderResult) => ladder.rungs[ladder.rungs.length - 1];
export const bottomRung = (ladder: LadderResult) => ladder.rungs[0];

/** The workflow poster (16:9, 10 % in) from the best rung; the row points at it once stored. */
export async function makeWorkflowPoster(ctx: PipelineContext, ladder: LadderResult): Promise<void> {
  const done = await ctx.readMarker<{ key: string }>('poster');
  if (!done) {
    const out = path.join(ctx.workDir, 'poster.jpg');
    await makePoster({ input: await ctx.local(topRung(ladder).key), out, signal: ctx.options.signal });
    await uploadFile(ctx.storage, ctx.keys.poster, out);
    await ctx.writeMarker('poster', { key: ctx.keys.poster });
  }
  const workflow = await ctx.load();
  // An author's own poster (chosen before a re-run) is kept.
  if (!workflow.posterKey) await ctx.update({ posterKey: ctx.keys.poster });
}

/** The stored image map: the lib/media index plus the folder its sheets live in. */
export type StoredImageMap = ImageMapIndex & { folder: string };

/** One thumbnail per second of the whole video as sprite sheets, from the 360 rung (cheap to decode). */
export async function makeWorkflowImageMap(ctx: PipelineContext, ladder: LadderResult): Promise<StoredImageMap> {
  const done = await ctx.readMarker<StoredImageMap>('image-map');
  if (done) return done;
  const outDir = path.join(ctx.workDir, 'image-map');
  const index = await makeImageMap({ input: await ctx.local(bottomRung(ladder).key), outDir, signal: ctx.options.signal });
  await uploadFiles(ctx.storage, index.sheets.map((sheet) => ({ key: `${ctx.keys.imageMapFolder}${sheet.file}`, file: path.join(outDir, sheet.file) })));
  const stored: StoredImageMap = { ...index, folder: ctx.keys.imageMapFolder };
  // The index is written after its sheets: whoever finds it finds every sheet.
  await ctx.storage.put(ctx.keys.imageMapIndex, JSON.stringify(stored), { contentType: 'application/json' });
  await ctx.writeMarker('image-map', stored);
  return stored;
}

export type AudioResult = { key: string | null };

/** 16 kHz mono WAV of the original; a video without sound has none (null). */
export async function extractWorkflowAudio(ctx: PipelineContext, originalKey: string): Promise<AudioResult> {
  const done = await ctx.readMarker<AudioResult>('audio');
  if (done) return done;
  const out = path.join(ctx.workDir, 'audio.wav');
  const audio = await extractAudio({ input: await ctx.local(originalKey), out, signal: ctx.options.signal });
  if (audio) {
    await uploadFile(ctx.storage, ctx.keys.audio, out);
    ctx.produced.set(ctx.keys.audio, out);
  }
  const result = { key: audio ? ctx.keys.audio : null };
  await ctx.writeMarker('audio', result);
  return result;
}
