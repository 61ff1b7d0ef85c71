// The whole workflow-process job (lib/workflows/pipeline) on one input, beside the bare ffmpeg
// commands it runs, in the same run. Used by scripts/bench/pipeline.ts.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Rung } from '@/lib/media/ladder';

function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', ...args], { stdio: 'inherit' });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`))));
  });
}

/**
 * The frame and sound commands the pipeline runs besides the ladder, bare: poster from the top
 * rung, image map from the 360 rung, 16 kHz WAV, silence detection (no transcript provider).
 */
export async function bareExtras(input: string, rungFiles: { rung: Rung; path: string }[], dir: string): Promise<void> {
  const top = rungFiles[rungFiles.length - 1].path;
  const low = rungFiles[0].path;
  await ffmpeg(['-ss', '6', '-i', top, '-frames:v', '1', '-vf', 'scale=1280:720', '-q:v', '3', '-f', 'image2', '-update', '1', path.join(dir, 'poster.jpg')]);
  await ffmpeg(['-i', low, '-filter_complex', '[0:v:0]fps=1,scale=160:-2,tile=10x10[s]', '-map', '[s]', '-q:v', '4', path.join(dir, 'sheet-%03d.jpg')]);
  await ffmpeg(['-i', input, '-map', '0:a:0', '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', path.join(dir, 'audio.wav')]);
  await ffmpeg(['-i', path.join(dir, 'audio.wav'), '-af', 'silencedetect=n=-35dB:d=0.5', '-f', 'null', '-']);
}

export type WholeRun = { total: number; firstRung: number };

/**
 * processWorkflow on a fresh in-memory database and storage folder (set up by the caller's env),
 * timing the whole run and the moment the first rung (360) is stored and playable.
 */
export async function wholePipeline(input: string, options: { preset: string; quickFirst: boolean }): Promise<WholeRun> {
  const [{ getDb }, schema, { getStorage }, { processWorkflow }, { workflowMediaKeys }, { initialStatuses }] = await Promise.all([
    import('@/db/client'),
    import('@/db/schema'),
    import('@/lib/storage'),
    import('@/lib/workflows/pipeline/process'),
    import('@/lib/workflows/media-keys'),
    import('@/lib/workflows/initial-status'),
  ]);
  const db = await getDb();
  const suffix = Math.random().toString(36).slice(2, 8);
  const [org] = await db.insert(schema.organizations).values({ name: `Bench ${suffix}`, clientKey: `bench${suffix}` }).returning();
  const [group] = await db.insert(schema.workspaceGroups).values({ organizationId: org.id, name: 'Bench' }).returning();
  const [ws] = await db.insert(schema.workspaces).values({ organizationId: org.id, groupId: group.id, name: 'Bench' }).returning();
  const key = `orgs/${org.id}/uploads/${suffix}/source.mp4`;
  await getStorage().put(key, await readFile(input), { contentType: 'video/mp4' });
  const [row] = await db
    .insert(schema.workflows)
    .values({ organizationId: org.id, workspaceId: ws.id, title: 'Bench', originalVideoKey: key, ...initialStatuses() })
    .returning();
  const rungKey = workflowMediaKeys(org.id, row.id).rung(360);
  const started = performance.now();
  let firstRung = 0;
  const poll = setInterval(() => {
    if (!firstRung) void getStorage().exists(rungKey).then((yes) => { if (yes && !firstRung) firstRung = performance.now() - started; });
  }, 100);
  try {
    const outcome = await processWorkflow({ organizationId: org.id, workflowId: row.id }, options);
    if (outcome.status !== 'finished') throw new Error(`pipeline ${outcome.status}`);
  } finally {
    clearInterval(poll);
  }
  return { total: performance.now() - started, firstRung };
}
