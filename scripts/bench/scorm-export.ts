// npm run bench:scorm-export – full SCORM packages of 10 workflows, each 5 minutes of 1080p (five
// 60 s steps), exported by the export job (lib/scorm/job.ts runExport: content read, manifest, player,
// the step MP4s streamed from storage into a stored zip written back to storage) beside the system's
// `zip -0` (store, as the job does: MP4 does not deflate) of the same step files in the same run.
// Goal: ≤ 1.3× the zip. Also the package player's script size (runtime.js + player.js; goal < 50 KB).
// The fixture is one 60 s 1080p clip made with ffmpeg (testsrc2, ultrafast), stored as every step's
// 1080 MP4 (what the pipeline leaves), so nothing is re-encoded during the export. After the timing, `unzip -tq`
// checks every entry of the package (CRCs, ZIP64 records).
// Env: BENCH_WORKFLOWS (10), BENCH_STEPS (5), BENCH_STEP_SECONDS (60); PGlite in memory, local storage.
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const workflowsCount = Number(process.env.BENCH_WORKFLOWS || 10);
const stepsPer = Number(process.env.BENCH_STEPS || 5);
const stepSeconds = Number(process.env.BENCH_STEP_SECONDS || 60);
const GOAL_RATIO = 1.3;
const GOAL_SCRIPT_BYTES = 50 * 1024;
const root = path.join(tmpdir(), `openhow-bench-scorm-${process.pid}`);
Object.assign(process.env, { PGLITE_DATA_DIR: 'memory://', STORAGE_DIR: path.join(root, 'storage'), JOBS_IN_PROCESS: 'false' });
delete process.env.DATABASE_URL;
const run = promisify(execFile);

async function timed(work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function main() {
  await mkdir(root, { recursive: true });
  const [{ getDb, closeDb }, { runExport, exportKey }, { insertExport, findExport }, { getStorage }, { createOrg, createWorkspace, createUser }, { createWorkflow }, { workflowMediaKeys }, { ASSET_DIR }, { workflowSteps }, drizzle] =
    await Promise.all([
      import('@/db/client'),
      import('@/lib/scorm/job'),
      import('@/lib/scorm/queries'),
      import('@/lib/storage'),
      import('../../tests/helpers/factories'),
      import('../../tests/helpers/workflow-factory'),
      import('@/lib/workflows/media-keys'),
      import('@/lib/scorm/build/package'),
      import('@/db/schema'),
      import('drizzle-orm'),
    ]);

  // Package player size: the scripts a learner's browser loads before the video.
  const scriptBytes = (await Promise.all(['runtime.js', 'player.js'].map((f) => stat(path.join(ASSET_DIR(), f))))).reduce((n, s) => n + s.size, 0);
  const launcherBytes = (await Promise.all(['runtime.js', 'launcher.js'].map((f) => stat(path.join(ASSET_DIR(), f))))).reduce((n, s) => n + s.size, 0);
  console.log(`package player script: ${(scriptBytes / 1024).toFixed(1)} KB (runtime.js + player.js, unminified); thin launcher ${(launcherBytes / 1024).toFixed(1)} KB; goal < 50 KB: ${scriptBytes < GOAL_SCRIPT_BYTES ? 'met' : 'not met'}`);

  const clip = path.join(root, 'step.mp4');
  const made = await timed(() =>
    run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${stepSeconds}`, '-f', 'lavfi', '-i', `sine=frequency=440:duration=${stepSeconds}`,
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart', '-shortest', clip]),
  );
  const bytes = await readFile(clip);
  console.log(`fixture: one ${stepSeconds} s 1080p step, ${(bytes.length / 1024 / 1024).toFixed(1)} MB, made in ${(made / 1000).toFixed(1)} s`);

  const db = await getDb();
  const org = await createOrg({ settings: { features: { enableSCORM: { featureEnabled: true, enabled: true } } } });
  const workspace = await createWorkspace(org.id);
  const user = await createUser(org.id, 'admin-organization');
  const storage = getStorage();
  const ids: string[] = [];
  const baselineDir = path.join(root, 'baseline');
  for (let w = 0; w < workflowsCount; w++) {
    const { workflow, steps } = await createWorkflow(org.id, workspace.id, { title: `Bench workflow ${w + 1}`, steps: Array(stepsPer).fill(stepSeconds), videoDuration: stepsPer * stepSeconds });
    ids.push(workflow.id);
    for (const [s, step] of steps.entries()) {
      const folder = `${workflowMediaKeys(org.id, workflow.id).hls(0)}${step.id}/`;
      await storage.put(`${folder}1080.mp4`, bytes, { contentType: 'video/mp4' });
      await db.update(workflowSteps).set({ renditions: { '1080': `${folder}1080.m3u8` }, startVideoKey: `${folder}1080.mp4` }).where(drizzle.eq(workflowSteps.id, step.id));
      await mkdir(path.join(baselineDir, 'media', `w${w}`), { recursive: true });
      await writeFile(path.join(baselineDir, 'media', `w${w}`, `s${s}.mp4`), bytes);
    }
  }
  const totalMb = (bytes.length * workflowsCount * stepsPer) / 1024 / 1024;
  console.log(`${workflowsCount} workflows × ${stepsPer} steps × ${stepSeconds} s of 1080p: ${totalMb.toFixed(0)} MB of video`);

  const zipOut = path.join(root, 'baseline.zip');
  // Each side starts with no dirty pages left from the seed (11 GB written just before) or from the other side.
  await run('sync');
  const baseline = await timed(() => run('zip', ['-q', '-0', '-r', zipOut, '.'], { cwd: baselineDir }));
  // The storage publishes a package only once it is on disk (fsync, then rename); the same for the zip's output.
  const baselineFsync = await timed(() => run('sync', [zipOut]));
  const zipSize = (await stat(zipOut)).size;
  await rm(zipOut, { force: true });

  const row = await insertExport(db, { organizationId: org.id, createdBy: user.id, workflowIds: ids, titles: ids.map((_, i) => `Bench workflow ${i + 1}`), exportType: 'scorm12', exportSource: 'full', resolution: 1080 });
  await run('sync');
  const ours = await timed(() => runExport(org.id, row.id));
  const finished = await findExport(db, { orgId: org.id, id: row.id });
  if (finished?.status !== 'finished') throw new Error(`export ended ${finished?.status} ${finished?.errorCode}`);

  // Outside the timing: Info-ZIP tests every entry's CRC and the ZIP64 records of the multi-gigabyte package.
  const stored = path.join(process.env.STORAGE_DIR!, 'objects', exportKey(org.id, row.id));
  const tested = await run('unzip', ['-tq', stored], { maxBuffer: 1 << 24 });
  console.log(`package check (unzip -tq): ${tested.stdout.trim()}`);

  const rate = (ms: number) => `${(totalMb / (ms / 1000)).toFixed(0)} MB/s`;
  console.log(`system zip -0 (baseline): ${(baseline / 1000).toFixed(2)} s (${rate(baseline)}), ${(zipSize / 1024 / 1024).toFixed(0)} MB`);
  console.log(`export job (full SCORM 1.2): ${(ours / 1000).toFixed(2)} s (${rate(ours)}), ${((finished.fileSize ?? 0) / 1024 / 1024).toFixed(0)} MB`);
  console.log(`system zip -0 then fsync of its output (as durable as the storage's write): ${((baseline + baselineFsync) / 1000).toFixed(2)} s (fsync ${(baselineFsync / 1000).toFixed(2)} s)`);
  const ratio = ours / baseline;
  console.log(`ratio ${ratio.toFixed(2)}× the system zip, ${(ours / (baseline + baselineFsync)).toFixed(2)}× zip + fsync; goal ≤ ${GOAL_RATIO}× the zip: ${ratio <= GOAL_RATIO ? 'met' : 'not met'}`);
  await closeDb();
  await rm(root, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
