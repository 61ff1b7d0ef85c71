import 'server-only';
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { progressiveStart } from '@/lib/media';
import { getStorage, toBuffer, toWebStream } from '@/lib/storage';
import type { PackageStep } from './content';

/**
 * The rung a package uses for a step: the one asked for, else the best below it, else the lowest
 * the step has (a 480p source exported "at 1080" carries its 480p; nothing is upscaled).
 */
export function pickRung(renditions: Record<string, string>, wanted: number): number | null {
  const rungs = Object.keys(renditions).map(Number).filter(Number.isFinite).sort((a, b) => a - b);
  if (!rungs.length) return null;
  return [...rungs].reverse().find((r) => r <= wanted) ?? rungs[0];
}

/** Where the step's MP4 of a rung lives: beside its HLS playlist, the name the pipeline gives the progressive start. */
const mp4KeyFor = (playlistKey: string) => playlistKey.replace(/\.m3u8$/, '.mp4');

const segmentUris = (playlist: string) => playlist.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));

/**
 * The step as one MP4 of the chosen rung, in storage: the pipeline's progressive MP4 when it is that
 * rung, or one made once from the rung's HLS segments by stream copy (no re-encoding) and kept beside
 * them for the next export. Returns its key and size.
 */
export async function stepVideo(step: PackageStep, resolution: number, workDir: string): Promise<{ key: string; size: number } | null> {
  const rung = pickRung(step.renditions, resolution);
  if (rung === null) return null; // a step without video (none is made for it)
  const storage = getStorage();
  const playlistKey = step.renditions[String(rung)];
  const key = mp4KeyFor(playlistKey);
  const folder = key.slice(0, key.lastIndexOf('/') + 1);
  const existing = (await storage.list(folder)).find((o) => o.key === key);
  if (existing) return { key, size: existing.size };

  const missing = () => new Error(`step ${step.id}: media missing in storage`);
  const playlist = await storage.get(playlistKey);
  if (!playlist) throw missing();
  const dir = path.join(workDir, step.id);
  await mkdir(dir, { recursive: true });
  const base = playlistKey.slice(0, playlistKey.lastIndexOf('/') + 1);
  const segments = [];
  for (const [index, uri] of segmentUris((await toBuffer(playlist.body)).toString('utf8')).entries()) {
    const object = await storage.get(base + uri);
    if (!object) throw missing();
    const file = `${String(index).padStart(5, '0')}.ts`;
    await writeFile(path.join(dir, file), await toBuffer(object.body));
    segments.push({ uri: file, duration: 0, size: object.size });
  }
  const out = `${rung}.mp4`;
  await progressiveStart(dir, segments, out);
  const { size } = await stat(path.join(dir, out));
  await storage.put(key, toWebStream(createReadStream(path.join(dir, out))), { contentType: 'video/mp4', contentLength: size });
  return { key, size };
}
