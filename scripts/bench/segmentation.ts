// npx tsx --conditions=react-server scripts/bench/segmentation.ts – saving a segmentation change on a
// 60-minute workflow (PUT /workflows/{id}/segmentation and the re-cut job it schedules: cut, store,
// steps replaced, old folder pruned) beside the bare ffmpeg commands for the same cuts, in the same
// run. Goal: ours ≤ 1.2× bare. The ladder is synthetic (testsrc at 10 fps, 360 and 480 rungs with a
// keyframe every second, as transcodeLadder makes them), generated once and cached.
// Env: BENCH_SEGMENTATION_SECONDS (3600), BENCH_REPEAT (3: the change is made, undone, made …).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const seconds = Number(process.env.BENCH_SEGMENTATION_SECONDS || 3600);
const repeat = Number(process.env.BENCH_REPEAT || 3);
const root = path.join(tmpdir(), `openhow-bench-segmentation-${process.pid}`);
const cacheDir = path.join(tmpdir(), 'openhow-bench-ladders-v1');
const STEP = 15;

Object.assign(process.env, { PGLITE_DATA_DIR: 'memory://', STORAGE_DIR: path.join(root, 'storage'), JOBS_IN_PROCESS: 'false' });
delete process.env.DATABASE_URL;

function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', ...args], { stdio: 'inherit' });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`))));
  });
}

const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** CPU time (ms) of finished child processes (ffmpeg), from /proc. */
function childCpuMs(): number {
  if (!existsSync('/proc/self/stat')) return NaN;
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/** Two rungs of a `seconds`-long synthetic video, keyframes on whole seconds (cached by length). */
async function ladder(): Promise<Record<360 | 480, string>> {
  const files = { 360: path.join(cacheDir, `rung-360-${seconds}.mp4`), 480: path.join(cacheDir, `rung-480-${seconds}.mp4`) };
  if (existsSync(files[360]) && existsSync(files[480])) return files;
  await mkdir(cacheDir, { recursive: true });
  console.log(`Generating a ${seconds} s ladder (360, 480; cached for later runs)…`);
  const video = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '10', '-force_key_frames', 'expr:gte(t,n_forced*1)', '-sc_threshold', '0'];
  const audio = ['-c:a', 'aac', '-b:a', '32k', '-movflags', '+faststart'];
  const partial = (file: string) => `${file}.part.mp4`;
  await ffmpeg(['-f', 'lavfi', '-i', `testsrc=size=854x480:rate=10:duration=${seconds}`, '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`,
    '-map', '0:v', '-map', '1:a', '-vf', 'scale=640:360', ...video, '-b:v', '150k', ...audio, partial(files[360]),
    '-map', '0:v', '-map', '1:a', ...video, '-b:v', '250k', ...audio, partial(files[480])]);
  await rename(partial(files[360]), files[360]);
  await rename(partial(files[480]), files[480]);
  return files;
}

async function main() {
  const rungFiles = await ladder();
  const [{ getDb }, schema, { getStorage }, { eq, asc }, routes, { runRecut }, { workflowMediaKeys }, { createContext }, steps, factories, timeline] = await Promise.all([
    import('@/db/client'),
    import('@/db/schema'),
    import('@/lib/storage'),
    import('drizzle-orm'),
    import('@/app/api/v1/workflows/[id]/segmentation/route'),
    import('@/lib/editor/segmentation/recut'),
    import('@/lib/workflows/media-keys'),
    import('@/lib/workflows/pipeline/context'),
    import('@/lib/workflows/pipeline/stage-steps'),
    import('../../tests/helpers/factories'),
    import('@/lib/media/timeline'),
  ]);
  const { probe } = await import('@/lib/media/probe');
  const duration = (await probe(rungFiles[360], { maxBytes: Number.MAX_SAFE_INTEGER, maxDuration: 24 * 3600 })).duration;
  const db = await getDb();
  const storage = getStorage();
  const org = await factories.createOrg();
  const ws = await factories.createWorkspace(org.id);
  const author = await factories.createUser(org.id, 'publisher');
  await factories.addMember(org.id, ws.id, author.id, 'publisher');
  const { cookie } = await factories.sessionCookie(author);
  const [row] = await db
    .insert(schema.workflows)
    .values({ organizationId: org.id, workspaceId: ws.id, authorId: author.id, title: 'Bench', languageCode: 'en-us', videoDuration: duration,
      stepsStatus: 'finished', editorStatus: 'completed segmentation', speechStatus: 'completed', convertStatus: 'finished', hlsVersion: 0 })
    .returning();
  const keys = workflowMediaKeys(org.id, row.id);
  for (const rung of [360, 480] as const) await storage.put(keys.rung(rung), readFileSync(rungFiles[rung]), { contentType: 'video/mp4' });

  // The workflow's current steps (15 s each), packaged once as the pipeline would (not timed).
  console.log(`Packaging ${Math.ceil(duration / STEP)} steps of ${STEP} s as the starting point…`);
  const ctx = createContext({ db, storage, orgId: org.id, workflowId: row.id, workDir: path.join(root, 'setup'), options: {} });
  const initial = Array.from({ length: Math.ceil(duration / STEP) }, (_, i) => ({ id: crypto.randomUUID(), start: i * STEP, end: Math.min(duration, (i + 1) * STEP), title: `Step ${i + 1}` }));
  const ladderKeys = { rungs: ([360, 480] as const).map((rung) => ({ rung, key: keys.rung(rung) })) };
  const packaged = await steps.cutAndStoreSteps(ctx, ladderKeys, { version: 1, steps: initial }, () => undefined);
  await db.insert(schema.workflowSteps).values(packaged.steps.map((s) => ({ id: s.id, organizationId: org.id, workflowId: row.id, position: s.position, title: s.title,
    startTime: s.start, endTime: s.end, duration: s.duration, hlsKey: s.hlsKey, renditions: s.renditions, posterKey: s.posterKey, startVideoKey: s.startVideoKey })));
  await db.update(schema.workflows).set({ hlsVersion: 1 }).where(eq(schema.workflows.id, row.id));

  // The change: one boundary moved by 3 s (two steps change) and two steps merged (one changes, one goes).
  const base = initial.map((s) => ({ start: s.start, title: s.title }));
  const [moved, merged] = [Math.floor(base.length * 0.4), Math.floor(base.length * 0.8)];
  const changed = base.map((s, i) => (i === moved ? { ...s, start: s.start + 3 } : s)).filter((_, i) => i !== merged);
  const bareDir = path.join(root, 'bare');
  const results = { ours: [] as number[], bare: [] as number[], oursCpu: [] as number[], bareCpu: [] as number[] };

  for (let i = 0; i < repeat; i += 1) {
    const target = i % 2 === 0 ? changed : base;
    const current = await db.select().from(schema.workflowSteps).where(eq(schema.workflowSteps.workflowId, row.id)).orderBy(asc(schema.workflowSteps.position));
    const revision = (await db.query.workflows.findFirst({ where: eq(schema.workflows.id, row.id) }))!.revision;
    // The steps whose range changes: what the re-cut cuts (the others are carried over).
    const ends = target.map((s, j) => (j + 1 < target.length ? target[j + 1].start : duration));
    const cutSteps = target
      .map((s, j) => ({ id: `s${j}`, start: s.start, end: ends[j] }))
      .filter((s) => !current.some((c) => Math.abs(c.startTime - s.start) < 0.5 && Math.abs(c.endTime - s.end) < 0.5));

    // Bare: the same stream-copy cut of each rung, the MP4 of the player's rung and a poster per cut step.
    await rm(bareDir, { recursive: true, force: true });
    let cpu = childCpuMs();
    let started = performance.now();
    const cuts = timeline.segmentCutTimes(duration, timeline.snapSteps(cutSteps, duration)).join(',');
    await Promise.all(([360, 480] as const).map(async (rung) => {
      const out = path.join(bareDir, String(rung));
      await mkdir(out, { recursive: true });
      await ffmpeg(['-i', rungFiles[rung], '-map', '0', '-c', 'copy', '-f', 'segment', '-segment_format', 'mpegts', '-segment_times', cuts,
        '-segment_time_delta', '0.5', '-segment_list', path.join(out, 'list.csv'), '-segment_list_type', 'csv', path.join(out, '%05d.ts')]);
    }));
    for (const step of cutSteps) {
      await ffmpeg(['-ss', String(step.start), '-to', String(step.end), '-i', rungFiles[480], '-map', '0', '-c', 'copy', '-movflags', '+faststart', path.join(bareDir, `${step.id}.mp4`)]);
      await ffmpeg(['-ss', String(step.start + (step.end - step.start) * 0.1), '-i', rungFiles[480], '-frames:v', '1', '-q:v', '3', path.join(bareDir, `${step.id}.jpg`)]);
    }
    results.bare.push(performance.now() - started);
    results.bareCpu.push(childCpuMs() - cpu);

    // Ours: the PUT and the job it scheduled.
    cpu = childCpuMs();
    started = performance.now();
    const res = await routes.PUT(factories.apiRequest(`/api/v1/workflows/${row.id}/segmentation`, { method: 'PUT', cookie, body: { revision, steps: target } }), factories.routeParams({ id: row.id }));
    if (res.status !== 200) throw new Error(`PUT answered ${res.status}: ${await res.text()}`);
    const outcome = await runRecut({ organizationId: org.id, workflowId: row.id });
    if (outcome !== 'finished') throw new Error(`re-cut ${outcome}`);
    results.ours.push(performance.now() - started);
    results.oursCpu.push(childCpuMs() - cpu);
    console.log(`run ${i + 1}: ${cutSteps.length} steps cut of ${target.length}; bare ${fmt(results.bare.at(-1)!)}, ours ${fmt(results.ours.at(-1)!)}`);
  }
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const stepsNow = await db.select().from(schema.workflowSteps).where(eq(schema.workflowSteps.workflowId, row.id));
  const total = stepsNow.reduce((sum, s) => sum + s.duration, 0);
  console.log(`\n${(duration / 60).toFixed(1)}-minute workflow, ${initial.length} steps, rungs 360/480, ${repeat} run(s), node ${process.version}`);
  console.log('\n| saving a segmentation change | wall (mean) | ffmpeg CPU (mean) |\n|---|---|---|');
  console.log(`| bare ffmpeg: the stream-copy cut of each rung + MP4 and poster of each changed step | ${fmt(mean(results.bare))} | ${fmt(mean(results.bareCpu))} |`);
  console.log(`| PUT /segmentation + segmentation-recut job | ${fmt(mean(results.ours))} | ${fmt(mean(results.oursCpu))} |`);
  console.log(`\nGoal: ours ≤ 1.2× bare → wall ${(mean(results.ours) / mean(results.bare)).toFixed(3)}×, CPU ${(mean(results.oursCpu) / mean(results.bareCpu)).toFixed(3)}×`);
  console.log(`Step durations add up to ${total.toFixed(2)} s of ${duration.toFixed(2)} s.`);
}

main()
  .then(async () => {
    const { stopBoss } = await import('@/lib/jobs');
    await stopBoss({ graceful: false }).catch(() => undefined);
    await rm(root, { recursive: true, force: true });
    process.exit(0);
  })
  .catch(async (error) => {
    console.error(error);
    await rm(root, { recursive: true, force: true });
    process.exit(1);
  });
