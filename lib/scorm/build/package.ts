import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { getStorage, toWebStream } from '@/lib/storage';
import { toNodeReadable } from '@/lib/storage/body';
import type { ExportSource, ExportType } from '../schema';
import { annotationSvg } from './annotations';
import { COMPLETION_THRESHOLD, type PackageWorkflow } from './content';
import { MANIFEST_FILE, manifestFor } from './manifests';
import { stepVideo } from './media';
import { storedZip, type ZipFileSource } from './zip';

export const ASSET_DIR = () => path.join(process.cwd(), 'lib/scorm/assets');
const readAsset = (name: string) => readFile(path.join(ASSET_DIR(), name));

/** The files a package's page loads, by source; the runtime adapter is shared by both (scorm-contract.md). */
export const PACKAGE_ASSETS: Record<ExportSource, { page: string; files: string[] }> = {
  full: { page: 'player.html', files: ['runtime.js', 'player.js', 'player.css'] },
  thin: { page: 'launcher.html', files: ['runtime.js', 'launcher.js', 'player.css'] },
};

type Entry = { name: string; size: number; buffer?: Buffer; key?: string };

export type PackagePlan = { entries: Entry[]; manifest: string; manifestName: string };

/** Course data as a script (not JSON), so the page reads it from any origin and from file:// alike. */
const courseScript = (course: unknown) => Buffer.from(`window.OPENHOW_COURSE=${JSON.stringify(course).replace(/</g, '\\u003c')};\n`);

export type PlanInput = {
  exportId: string;
  type: ExportType;
  source: ExportSource;
  resolution: number;
  baseUrl: string;
  title: string;
  workflows: PackageWorkflow[];
  /** The package page's words in the workflow's language (messages' scormPackage namespace). */
  labels: Record<string, string>;
  /** Thin packages only (lib/learning-host/package-token.ts). */
  thin?: { packageToken: string; learnerKey: string };
  workDir: string;
  onStep?: (done: number, total: number) => Promise<void> | void;
};

/**
 * Everything the zip will hold, with sizes, before a byte is written: step MP4s stay in storage and
 * are streamed into the zip as it is written (no copy on local disk unless a rung's MP4 must be made).
 */
export async function planPackage(input: PlanInput): Promise<PackagePlan> {
  const entries: Entry[] = [];
  const add = (name: string, buffer: Buffer) => entries.push({ name, size: buffer.length, buffer });
  const totalSteps = input.workflows.reduce((n, w) => n + w.steps.length, 0);
  let done = 0;
  const course = {
    type: input.type,
    source: input.source,
    exportId: input.exportId,
    title: input.title,
    completion: COMPLETION_THRESHOLD,
    labels: input.labels,
    ...(input.thin ? { baseUrl: input.baseUrl, packageToken: input.thin.packageToken, learnerKey: input.thin.learnerKey } : {}),
    workflows: [] as unknown[],
  };
  for (const [w, workflow] of input.workflows.entries()) {
    if (input.source === 'thin') {
      course.workflows.push({ id: workflow.id, title: workflow.title });
      continue;
    }
    const steps = [];
    for (const [s, step] of workflow.steps.entries()) {
      const video = await stepVideo(step, input.resolution, input.workDir);
      const base = `media/w${w}/s${s}`;
      if (video) entries.push({ name: `${base}.mp4`, size: video.size, key: video.key });
      const tracks = Object.entries(step.subtitles).map(([lang, vtt]) => {
        add(`${base}.${lang}.vtt`, Buffer.from(vtt));
        return { lang, src: `${base}.${lang}.vtt` };
      });
      const annotations = step.annotations.map(annotationSvg).filter((a) => a !== null);
      steps.push({ id: step.id, title: step.title, duration: step.duration, video: video ? `${base}.mp4` : null, tracks, annotations });
      await input.onStep?.(++done, totalSteps);
    }
    course.workflows.push({ id: workflow.id, title: workflow.title, language: workflow.languageCode, steps, quiz: workflow.quiz });
  }
  add('data/course.js', courseScript(course));
  const assets = PACKAGE_ASSETS[input.source];
  add('index.html', await readAsset(assets.page));
  for (const file of assets.files) add(`player/${file}`, await readAsset(file));

  const manifestName = MANIFEST_FILE[input.type];
  const language = input.workflows[0]?.languageCode ?? 'en';
  const manifest = manifestFor(input.type, {
    exportId: input.exportId,
    baseUrl: input.baseUrl,
    title: input.title,
    language,
    items: input.workflows.map((w) => ({ id: w.id, title: w.title, hasQuiz: input.source === 'full' ? !!w.quiz : false })),
    files: entries.map((e) => e.name),
  });
  return { entries, manifest, manifestName };
}

/**
 * Streams the package as a stored zip (MP4 does not deflate; storing keeps the export as fast as
 * copying and lets the zip's exact size be known before the first byte, so S3 can stream the upload).
 * Step videos are read from storage when their turn comes. `onBytes` sees the bytes written.
 */
export function zipPackage(plan: PackagePlan, onBytes?: (bytes: number) => void): { stream: Readable; size: number } {
  const sources: ZipFileSource[] = [{ name: plan.manifestName, buffer: Buffer.from(plan.manifest) }];
  for (const entry of plan.entries) {
    if (entry.buffer) sources.push({ name: entry.name, buffer: entry.buffer });
    else
      sources.push({
        name: entry.name,
        size: entry.size,
        open: async () => {
          const object = await getStorage().get(entry.key!);
          if (!object) throw new Error('package media missing');
          return toNodeReadable(object.body);
        },
      });
  }
  const { stream, size } = storedZip(sources, new Date(Date.UTC(2020, 0, 1)));
  // Counts in the pipe itself: a 'data' listener would start the flow before storage reads it.
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      onBytes?.(chunk.length);
      done(null, chunk);
    },
  });
  stream.on('error', (error) => counted.destroy(error));
  return { stream: stream.pipe(counted), size };
}

/** Zips straight into storage under `key`; returns the size. */
export async function storePackage(plan: PackagePlan, key: string, onBytes?: (bytes: number) => void): Promise<number> {
  const { stream, size } = zipPackage(plan, onBytes);
  await getStorage().put(key, toWebStream(stream), { contentType: 'application/zip', contentLength: size });
  return size;
}
