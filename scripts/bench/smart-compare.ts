// npx tsx --conditions=react-server scripts/bench/smart-compare.ts – smart compare of a 60 s user
// video against a 60 s reference workflow (six 10 s steps), through the whole job (read both videos
// from storage, sample, features, DTW, thumbnails stored, result written), beside ffmpeg decoding
// both videos (`-f null`, the two at once as the compare samples them) in the same run.
// Goal: ours ≤ 1.5× the bare decode. The videos (640×360, 25 fps, H.264) are generated once and cached.
// Env: BENCH_REPEAT (3).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repeat = Number(process.env.BENCH_REPEAT || 3);
const root = path.join(tmpdir(), `openhow-bench-compare-${process.pid}`);
const cacheDir = path.join(tmpdir(), 'openhow-bench-compare-v1');
Object.assign(process.env, { PGLITE_DATA_DIR: 'memory://', STORAGE_DIR: path.join(root, 'storage'), JOBS_IN_PROCESS: 'false' });
delete process.env.DATABASE_URL;
delete process.env.OPENAI_API_KEY;

const SOURCES = ['testsrc', 'smptebars', 'mandelbrot', 'rgbtestsrc', 'testsrc2', 'cellauto'];

function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', ...args], { stdio: 'inherit' });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`))));
  });
}

/** Six 10 s segments in `order` (the user's video swaps two and replaces one with a solid colour). */
async function video(name: string, order: Array<number | 'solid'>): Promise<string> {
  const file = path.join(cacheDir, `${name}.mp4`);
  if (existsSync(file)) return file;
  await mkdir(cacheDir, { recursive: true });
  const inputs = order.flatMap((k) => ['-f', 'lavfi', '-t', '10', '-i', k === 'solid' ? 'color=c=orange:size=640x360:rate=25' : `${SOURCES[k]}=size=640x360:rate=25`]);
  const graph = `${order.map((_, i) => `[${i}]`).join('')}concat=n=${order.length}:v=1[v]`;
  const partial = `${file}.part.mp4`;
  await ffmpeg([...inputs, '-filter_complex', graph, '-map', '[v]', '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', partial]);
  await rename(partial, file);
  return file;
}

/** CPU time (ms) of this process plus its finished children (ffmpeg), from /proc: steadier than wall time on a busy machine. */
function cpuMs(): number {
  const own = process.cpuUsage();
  if (!existsSync('/proc/self/stat')) return NaN;
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (own.user + own.system) / 1000 + (Number(fields[13]) + Number(fields[14])) * 10;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  console.log('Preparing two 60 s videos (cached for later runs)…');
  const reference = await video('reference', [0, 1, 2, 3, 4, 5]);
  const user = await video('user', [0, 2, 1, 3, 'solid', 5]);
  const [{ getDb }, schema, { runSmartCompare }, { compareVideos }, factories, { getStorage }] = await Promise.all([
    import('@/db/client'),
    import('@/db/schema'),
    import('@/lib/smart-compare/run'),
    import('@/lib/smart-compare/compare'),
    import('../../tests/helpers/factories'),
    import('@/lib/storage'),
  ]);
  const db = await getDb();
  const org = await factories.createOrg({ settings: { features: { enableSmartCompare: { featureEnabled: true, enabled: true } }, ai: { smartCompare: true } } });
  const ws = await factories.createWorkspace(org.id);
  const author = await factories.createUser(org.id, 'publisher');
  const put = async (file: string, name: string) => {
    const key = `orgs/${org.id}/uploads/${name}/source.mp4`;
    const { readFile } = await import('node:fs/promises');
    await getStorage().put(key, await readFile(file), { contentType: 'video/mp4' });
    return key;
  };
  const [referenceKey, userKey] = [await put(reference, 'reference'), await put(user, 'user')];
  const [workflow] = await db.insert(schema.workflows).values({ organizationId: org.id, workspaceId: ws.id, authorId: author.id, title: 'Bench', originalVideoKey: referenceKey, published: true }).returning();
  await db.insert(schema.workflowSteps).values(SOURCES.map((_, i) => ({ organizationId: org.id, workflowId: workflow!.id, position: i, title: `Step ${i + 1}`, startTime: i * 10, endTime: i * 10 + 10, duration: 10 })));

  const bare = () => Promise.all([ffmpeg(['-i', reference, '-f', 'null', '-']), ffmpeg(['-i', user, '-f', 'null', '-'])]);
  const job = async () => {
    const [row] = await db.insert(schema.usersSmartCompares).values({ organizationId: org.id, userId: author.id, referenceKind: 'workflow', workflowId: workflow!.id, userVideoKey: userKey }).returning();
    await runSmartCompare({ organizationId: org.id, compareId: row!.id });
    return row!.id;
  };
  const offline = async () => {
    const workDir = path.join(root, `work-${Date.now()}`);
    await compareVideos({ referencePath: reference, userPath: user, workDir, steps: SOURCES.map((_, i) => ({ stepId: null, title: '', start: i * 10, end: i * 10 + 10 })) });
    await rm(workDir, { recursive: true, force: true });
  };
  const cpu = { bare: [] as number[], offline: [] as number[], job: [] as number[] };
  const time = async (work: () => Promise<unknown>, into?: number[]) => {
    const started = performance.now();
    const startedCpu = cpuMs();
    await work();
    into?.push(cpuMs() - startedCpu);
    return performance.now() - started;
  };
  await bare(); // warm the page cache for both files
  const runs = { bare: [] as number[], offline: [] as number[], job: [] as number[] };
  let lastId = '';
  for (let r = 0; r < repeat; r++) {
    runs.bare.push(await time(bare, cpu.bare));
    runs.offline.push(await time(offline, cpu.offline));
    runs.job.push(await time(async () => (lastId = await job()), cpu.job));
  }
  const [row] = await db.select().from(schema.usersSmartCompares).where((await import('drizzle-orm')).eq(schema.usersSmartCompares.id, lastId));
  const steps = (row?.result as { steps: Array<{ found: boolean; inOrder: boolean | null; similarity: number }> } | null)?.steps ?? [];
  console.log(`\nSmart compare, 60 s vs 60 s (6 steps), medians of ${repeat}:`);
  console.log(`  bare ffmpeg decode of both videos : ${fmt(median(runs.bare))}`);
  console.log(`  compareVideos (sample+align)      : ${fmt(median(runs.offline))}  ${(median(runs.offline) / median(runs.bare)).toFixed(2)}×`);
  console.log(`  the whole job (storage, DB, thumbs): ${fmt(median(runs.job))}  ${(median(runs.job) / median(runs.bare)).toFixed(2)}×  (goal ≤ 1.5×)`);
  console.log(`  CPU (process + ffmpeg): bare ${fmt(median(cpu.bare))}, compareVideos ${fmt(median(cpu.offline))} (${(median(cpu.offline) / median(cpu.bare)).toFixed(2)}×), job ${fmt(median(cpu.job))} (${(median(cpu.job) / median(cpu.bare)).toFixed(2)}×)`);
  console.log(`  result: ${row?.status}; steps ${steps.map((s) => (s.found ? (s.inOrder ? 'ok' : 'order') : 'missing')).join(', ')}`);
  await rm(root, { recursive: true, force: true });
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
