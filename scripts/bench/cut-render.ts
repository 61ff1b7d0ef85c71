// npm run bench:render (scripts/bench/cut-render.ts) – the advanced editor's cut render (issue 18):
// an edit with three cuts (at frames between keyframes) of a 60 s 1080p workflow, rendered by the
// real job (lib/editor/cut runCutRender: backup, frame-exact render of the ladder with 10 ms audio
// fades, packaging of every step, storage, database) beside the bare ffmpeg commands for the same
// cuts and the same ladder in the same run: one ffmpeg run that decodes the top rung once, trims,
// fades and concatenates, then scales and encodes every rung with the same encoder settings and
// forced keyframes; the stream-copy cut of each rung into the steps' HLS segments; each step's
// progressive MP4 and poster. Goal: ours ≤ 1.2× bare (wall; ffmpeg CPU printed too).
// Env: BENCH_CLIP_SECONDS (60), BENCH_PRESET (veryfast, the production default), BENCH_REPEAT (1;
// alternating order, the edit restored between runs).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { appendFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const clipSeconds = Number(process.env.BENCH_CLIP_SECONDS || 60);
const preset = process.env.BENCH_PRESET || 'veryfast';
const repeat = Number(process.env.BENCH_REPEAT || 1);
const root = path.join(tmpdir(), `openhow-bench-cut-${process.pid}`);
Object.assign(process.env, {
  PGLITE_DATA_DIR: 'memory://',
  STORAGE_DIR: path.join(root, 'storage'),
  PIPELINE_WORK_DIR: path.join(root, 'work'),
  TRANSCRIPTION_PROVIDER: 'none',
  JOBS_IN_PROCESS: 'false',
  PIPELINE_X264_PRESET: preset,
});
delete process.env.DATABASE_URL;

/** Three deletions, none on a whole second (so none on a keyframe of the stored rungs). */
const CUTS = [
  { start: 12.37, end: 14.81 },
  { start: 29.13, end: 33.52 },
  { start: 47.06, end: 48.44 },
];

function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', ...args], { stdio: 'inherit' });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`))));
  });
}

/** CPU time (ms) of finished child processes (ffmpeg), from /proc (Linux). */
function childCpuMs(): number {
  if (!existsSync('/proc/self/stat')) return NaN;
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const t6 = (x: number) => x.toFixed(6);

async function main() {
  await mkdir(root, { recursive: true });
  const [{ getDb }, schema, { eq, asc }, { runCutRender }, media, ladder, timeline, { processWorkflow }, { createContext }, factories, fixtures, { makeClip }, { EDITOR }] =
    await Promise.all([
      import('@/db/client'),
      import('@/db/schema'),
      import('drizzle-orm'),
      import('@/lib/editor/cut/render'),
      import('@/lib/editor/cut/render-media'),
      import('@/lib/media/ladder'),
      import('@/lib/media/timeline'),
      import('@/lib/workflows/pipeline/process'),
      import('@/lib/workflows/pipeline/context'),
      import('../../tests/helpers/factories'),
      import('../../tests/helpers/workflow-fixtures'),
      import('../../tests/helpers/media-fixtures'),
      import('@/lib/workflows/constants'),
    ]);
  const db = await getDb();
  console.log(`Generating a ${clipSeconds} s 1920×1080 clip (testsrc2 + sine, cached) and processing it (ultrafast)…`);
  const clip = await makeClip({ seconds: clipSeconds, width: 1920, height: 1080, fps: 30, audio: 'sine' });
  const org = await factories.createOrg();
  const workspace = await factories.createWorkspace(org.id);
  const author = await factories.createUser(org.id, 'publisher');
  const { workflow } = await fixtures.createInitializedWorkflow({ orgId: org.id, workspaceId: workspace.id, authorId: author.id, clip });
  const processed = await processWorkflow({ organizationId: org.id, workflowId: workflow.id }, { preset: 'ultrafast' }, { db });
  if (processed.status !== 'finished') throw new Error(`processing: ${processed.status}`);
  const where = eq(schema.workflows.id, workflow.id);
  const segments = CUTS.map((c) => ({ type: 'delete' as const, target: 'sentence' as const, ...c }));
  await db.insert(schema.editorSessions).values({ organizationId: org.id, workflowId: workflow.id, segments });

  // The bare side works on local copies of the stored rungs, as the job does.
  const storage = (await import('@/lib/storage')).getStorage();
  const ctx = createContext({ db, storage, orgId: org.id, workflowId: workflow.id, workDir: path.join(root, 'bare-src'), options: {} });
  const rungs = (await Promise.all(ladder.RUNGS.map(async (r) => ((await storage.exists(ctx.keys.rung(r))) ? r : null)))).filter((r) => r !== null);
  if (!rungs.length) throw new Error('the processed workflow has no stored rungs');
  const rungFiles = new Map(await Promise.all(rungs.map(async (r) => [r, await ctx.local(ctx.keys.rung(r))] as const)));
  const top = rungs.at(-1)!;
  const info = await media.describeMedia(rungFiles.get(top)!);
  const [w, h] = (await (await import('@/lib/media/ffmpeg')).runFfprobe(['-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', rungFiles.get(top)!])).trim().split(',').map(Number);
  const deleted = media.toFrames(CUTS, info.fps);
  const kept = media.keptFrames(info.duration, deleted, info.fps);
  const oldSteps = (await db.select().from(schema.workflowSteps).where(eq(schema.workflowSteps.workflowId, workflow.id)).orderBy(asc(schema.workflowSteps.position)))
    .map((s) => ({ id: s.id, start: s.startTime, end: s.endTime, title: s.title }));
  const steps = media.plannedSteps(oldSteps, deleted, info.fps, info.duration);
  const duration = kept.reduce((sum, r) => sum + r.end - r.start, 0);
  const keyframes = timeline.exactKeyframeTimes(duration, steps.flatMap((s) => [s.start, s.end])).map((k) => Math.max(0, k - 0.001).toFixed(3));

  async function bare(dir: string) {
    await mkdir(dir, { recursive: true });
    const parts: string[] = [];
    kept.forEach((r, i) => {
      parts.push(`[0:v:0]trim=start=${t6(r.start)}:end=${t6(r.end)},setpts=PTS-STARTPTS[v${i}]`);
      const fadeOut = Math.max(0, r.end - r.start - media.CUT_FADE_SECONDS);
      parts.push(`[0:a:0]atrim=start=${t6(r.start)}:end=${t6(r.end)},asetpts=PTS-STARTPTS,afade=t=in:d=${media.CUT_FADE_SECONDS},afade=t=out:st=${t6(fadeOut)}:d=${media.CUT_FADE_SECONDS}[a${i}]`);
    });
    parts.push(`${kept.map((_, i) => `[v${i}][a${i}]`).join('')}concat=n=${kept.length}:v=1:a=1[v][a]`);
    parts.push(`[v]split=${rungs.length}${rungs.map((_, i) => `[s${i}]`).join('')}`, `[a]asplit=${rungs.length}${rungs.map((_, i) => `[o${i}]`).join('')}`);
    const outs = rungs.map((rung) => ({ rung, file: path.join(dir, `rung-${rung}.mp4`), ...ladder.rungSize(w, h, rung) }));
    outs.forEach((o, i) => parts.push(`[s${i}]scale=${o.width}:${o.height}:flags=bicubic,setsar=1,format=yuv420p[e${i}]`));
    const args = ['-i', rungFiles.get(top)!, '-filter_complex', parts.join(';')];
    outs.forEach((o, i) => {
      const s = ladder.RUNG_SETTINGS[o.rung];
      args.push('-map', `[e${i}]`, '-map', `[o${i}]`, '-map_metadata', '-1', '-c:v', 'libx264', '-preset', preset, '-profile:v', 'high', '-crf', String(s.crf),
        '-maxrate', `${s.maxrate}k`, '-bufsize', `${s.maxrate * 2}k`, '-force_key_frames', keyframes.join(','), '-sc_threshold', '0',
        '-c:a', 'aac', '-b:a', `${s.audioBitrate}k`, '-ac', '2', '-ar', '48000', '-movflags', '+faststart', '-f', 'mp4', o.file);
    });
    await ffmpeg(args);
    const exact = timeline.exactSteps(steps, duration);
    const cuts = timeline.exactCutTimes(duration, exact).join(',');
    await Promise.all(outs.map(async (o) => {
      const out = path.join(dir, `seg-${o.rung}`);
      await mkdir(out, { recursive: true });
      await ffmpeg(['-i', o.file, '-map', '0', '-c', 'copy', '-f', 'segment', '-segment_format', 'mpegts', '-segment_times', cuts,
        '-segment_time_delta', '0.5', '-segment_list', path.join(out, 'list.csv'), '-segment_list_type', 'csv', path.join(out, '%05d.ts')]);
    }));
    // Each step: the 720 (or best below) rung's segments as one MP4, and a poster from the top rung.
    const progressive = outs.filter((o) => o.rung <= 720).at(-1)!;
    const rows = (await readFile(path.join(dir, `seg-${progressive.rung}`, 'list.csv'), 'utf8')).split('\n').filter(Boolean).map((r) => r.split(','));
    for (const step of exact) {
      const joined = path.join(dir, `${step.id}.ts`);
      await writeFile(joined, '');
      for (const [file, start] of rows) if (Number(start) >= step.start - 0.5 && Number(start) < step.end - 0.5) await appendFile(joined, await readFile(path.join(dir, `seg-${progressive.rung}`, file)));
      await ffmpeg(['-i', joined, '-map', '0', '-c', 'copy', '-bsf:a', 'aac_adtstoasc', '-movflags', '+faststart', '-f', 'mp4', path.join(dir, `${step.id}.mp4`)]);
      const at = step.start + (step.end - step.start) * 0.1;
      await ffmpeg(['-ss', at.toFixed(3), '-i', outs.at(-1)!.file, '-frames:v', '1', '-vf', 'scale=1280:720:force_original_aspect_ratio=decrease,pad=1280:720:(ow-iw)/2:(oh-ih)/2:color=black,setsar=1',
        '-q:v', '3', '-f', 'image2', '-update', '1', path.join(dir, `${step.id}.jpg`)]);
    }
  }

  const setPending = async (mode: 'apply' | 'restore') => {
    await db.update(schema.editorSessions).set({ pendingRender: mode, segments: mode === 'apply' ? segments : [] }).where(eq(schema.editorSessions.workflowId, workflow.id));
    await db.update(schema.workflows).set({ editorStatus: EDITOR.processingCut }).where(where);
  };
  async function ours() {
    await setPending('apply');
    const [started, cpu] = [performance.now(), childCpuMs()];
    const outcome = await runCutRender({ organizationId: org.id, workflowId: workflow.id });
    const result = { ms: performance.now() - started, cpu: childCpuMs() - cpu };
    if (outcome !== 'finished') throw new Error(`cut render ${outcome}`);
    const row = await db.query.workflows.findFirst({ where });
    if (Math.abs((row!.videoDuration ?? 0) - duration) > 1 / info.fps + 1e-6) throw new Error(`rendered ${row!.videoDuration} s, expected ${duration} s`);
    // Back to the original for the next run (not timed).
    await setPending('restore');
    if ((await runCutRender({ organizationId: org.id, workflowId: workflow.id })) !== 'finished') throw new Error('restore failed');
    return result;
  }

  const times = { ours: [] as number[], bare: [] as number[], oursCpu: [] as number[], bareCpu: [] as number[] };
  for (let i = 0; i < repeat; i++) {
    const order = i % 2 === 0 ? (['bare', 'ours'] as const) : (['ours', 'bare'] as const);
    for (const who of order) {
      let result: { ms: number; cpu: number };
      if (who === 'ours') result = await ours();
      else {
        const dir = path.join(root, `bare-${i}`);
        const [started, cpu] = [performance.now(), childCpuMs()];
        await bare(dir);
        result = { ms: performance.now() - started, cpu: childCpuMs() - cpu };
        await rm(dir, { recursive: true, force: true });
      }
      times[`${who}Cpu`].push(result.cpu);
      times[who].push(result.ms);
    }
  }
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`\nCut render: ${clipSeconds} s 1080p workflow, ${CUTS.length} cuts, ${steps.length} steps, rungs ${rungs.join('/')}, preset ${preset}, ${repeat} run(s), load average ${load}\n`);
  console.log('| | wall | ffmpeg CPU |\n|---|---|---|');
  console.log(`| bare ffmpeg (one decode, ladder, copy-cut, progressive MP4s, posters) | ${seconds(mean(times.bare))} | ${seconds(mean(times.bareCpu))} |`);
  console.log(`| lib/editor/cut runCutRender (whole job) | ${seconds(mean(times.ours))} | ${seconds(mean(times.oursCpu))} |`);
  const ratio = mean(times.ours) / mean(times.bare);
  console.log(`\nGoal: ours ≤ 1.2× bare → wall ${ratio.toFixed(3)}×, ffmpeg CPU ${(mean(times.oursCpu) / mean(times.bareCpu)).toFixed(3)}× — ${ratio <= 1.2 ? 'PASS' : 'FAIL'}`);
}

main()
  .then(() => rm(root, { recursive: true, force: true }))
  .then(() => process.exit(0))
  .catch(async (error) => {
    console.error(error);
    await rm(root, { recursive: true, force: true });
    process.exit(1);
  });
