// npx tsx --conditions=react-server scripts/bench/pipeline.ts – the video pipeline (lib/media transcodeLadder + packageSteps)
// side by side with the bare ffmpeg commands it wraps, in the same run, on a generated 1080p clip.
// Goal: ours ≤ 1.15× bare. Also times the quick-first option (360 rung alone, then the rest), and
// the whole workflow-process job (every stage, storage and database writes) beside the bare
// ffmpeg commands of all its stages, with the time until the first rung is stored (playable).
// Env: BENCH_CLIP_SECONDS (60), BENCH_PRESET (veryfast), BENCH_REPEAT (1, alternating order),
// BENCH_PIPELINE_PARTS (all | whole: only the whole-job comparison).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ladderFor, rungSize, type Rung } from '@/lib/media/ladder';
import { packageSteps } from '@/lib/media/package';
import { probe, type ProbeResult } from '@/lib/media/probe';
import { segmentCutTimes, snapSteps, type StepRange } from '@/lib/media/timeline';
import { rungFileName, transcodeArgs, transcodeLadder } from '@/lib/media/transcode';
import { makeClip } from '../../tests/helpers/media-fixtures';
import { quickFirstMinSeconds } from '@/lib/workflows/pipeline/stage-media';
import { bareExtras, wholePipeline } from './pipeline-whole';

const clipSeconds = Number(process.env.BENCH_CLIP_SECONDS || 60);
const preset = process.env.BENCH_PRESET || 'veryfast';
const repeat = Number(process.env.BENCH_REPEAT || 1);
const root = path.join(tmpdir(), `openhow-bench-pipeline-${process.pid}`);

function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', ...args], { stdio: 'inherit' });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`))));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}

/**
 * CPU time (ms) of finished child processes — ffmpeg — from /proc (Linux). Wall time swings with
 * whatever else the machine runs; CPU time shows the work each side really asked for.
 */
function childCpuMs(): number {
  if (!existsSync('/proc/self/stat')) return NaN;
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10; // cutime + cstime, 100 ticks per second
}

/** Ten-second steps over the clip, the shape of a typical workflow. */
const stepsFor = (duration: number): StepRange[] =>
  Array.from({ length: Math.ceil(duration / 10) }, (_, i) => ({ id: `step-${i}`, start: i * 10, end: Math.min(duration, (i + 1) * 10) }));

async function ours(input: string, source: ProbeResult, rungs: Rung[], dir: string) {
  const [files, encode] = await timed(() => transcodeLadder({ input, outDir: path.join(dir, 'rungs'), rungs, preset, source }));
  const [, pack] = await timed(() => packageSteps({ rungFiles: files, steps: stepsFor(source.duration), outDir: path.join(dir, 'hls') }));
  return { encode, pack };
}

/** The same filter graph and encoder settings in one plain ffmpeg run, then the same copy-cuts. */
async function bare(input: string, source: ProbeResult, rungs: Rung[], dir: string) {
  const outputs = rungs.map((rung) => ({ rung, path: path.join(dir, rungFileName(rung)), ...rungSize(source.width, source.height, rung) }));
  await mkdir(dir, { recursive: true });
  const [, encode] = await timed(() => ffmpeg(transcodeArgs({ input, source, outputs, preset })));
  const cuts = segmentCutTimes(source.duration, snapSteps(stepsFor(source.duration), source.duration)).join(',');
  const [, pack] = await timed(() =>
    Promise.all(
      outputs.map(async (o) => {
        const out = path.join(dir, `seg-${o.rung}`);
        await mkdir(out, { recursive: true });
        await ffmpeg(['-i', o.path, '-map', '0', '-c', 'copy', '-f', 'segment', '-segment_format', 'mpegts', '-segment_times', cuts,
          '-segment_time_delta', '0.5', '-segment_list', path.join(out, 'list.csv'), '-segment_list_type', 'csv', path.join(out, '%05d.ts')]);
      }),
    ),
  );
  return { encode, pack };
}

async function quickFirst(input: string, source: ProbeResult, rungs: Rung[], dir: string) {
  const started = performance.now();
  let first = 0;
  await transcodeLadder({ input, outDir: dir, rungs, preset, source, quickFirst: true, onRungReady: (f) => { if (f.rung === 360) first = performance.now() - started; } });
  return { first, total: performance.now() - started };
}

/** The whole job against every bare ffmpeg command it runs (ladder, cuts, poster, image map, audio, silences). */
async function wholeComparison(input: string, source: ProbeResult, rungs: Rung[]) {
  // A private in-memory database and storage folder; no transcription provider (its time is not ffmpeg's).
  Object.assign(process.env, { PGLITE_DATA_DIR: 'memory://', STORAGE_DIR: path.join(root, 'storage'), TRANSCRIPTION_PROVIDER: 'none' });
  delete process.env.DATABASE_URL;
  const dir = path.join(root, 'bare-all');
  let cpu = childCpuMs();
  const [, bareAll] = await timed(async () => {
    await bare(input, source, rungs, dir);
    await bareExtras(input, rungs.map((rung) => ({ rung, path: path.join(dir, rungFileName(rung)) })), dir);
  });
  const bareCpu = childCpuMs() - cpu;
  await rm(dir, { recursive: true, force: true });
  cpu = childCpuMs();
  const single = await wholePipeline(input, { preset, quickFirst: false });
  const singleCpu = childCpuMs() - cpu;
  cpu = childCpuMs();
  const quick = await wholePipeline(input, { preset, quickFirst: true });
  const quickCpu = childCpuMs() - cpu;
  const cpuCell = (ms: number) => `${seconds(ms)} (${(ms / bareCpu).toFixed(3)}×)`;
  console.log('\n| whole pipeline (workflow-process job) | wall | ratio to bare | ffmpeg CPU (ratio) | first rung playable |\n|---|---|---|---|---|');
  console.log(`| bare ffmpeg, every stage's command | ${seconds(bareAll)} | 1.000× | ${cpuCell(bareCpu)} | – |`);
  // The default (PIPELINE_QUICK_FIRST=auto) is single decode below 120 s of source, quickFirst from there.
  const auto = source.duration >= quickFirstMinSeconds() ? 'quickFirst' : 'single decode';
  console.log(`| pipeline, single decode (quickFirst off)${auto === 'single decode' ? ' = default here' : ''} | ${seconds(single.total)} | ${(single.total / bareAll).toFixed(3)}× | ${cpuCell(singleCpu)} | ${seconds(single.firstRung)} |`);
  console.log(`| pipeline, quickFirst (360 first)${auto === 'quickFirst' ? ' = default here' : ''} | ${seconds(quick.total)} | ${(quick.total / bareAll).toFixed(3)}× | ${cpuCell(quickCpu)} | ${seconds(quick.firstRung)} |`);
}

/** lib/media (transcodeLadder + packageSteps) beside the same ffmpeg commands, and the quick-first ladder. */
async function ladderComparison(input: string, source: ProbeResult, rungs: Rung[]) {
  const totals = { ours: [] as number[], bare: [] as number[], oursEncode: [] as number[], bareEncode: [] as number[],
    oursPack: [] as number[], barePack: [] as number[], oursCpu: [] as number[], bareCpu: [] as number[] };
  for (let i = 0; i < repeat; i += 1) {
    // Alternate who goes first so a change in machine load does not favour one side.
    const order = i % 2 === 0 ? (['bare', 'ours'] as const) : (['ours', 'bare'] as const);
    for (const who of order) {
      const dir = path.join(root, `${who}-${i}`);
      const cpuBefore = childCpuMs();
      const result = who === 'ours' ? await ours(input, source, rungs, dir) : await bare(input, source, rungs, dir);
      totals[`${who}Cpu`].push(childCpuMs() - cpuBefore);
      totals[who].push(result.encode + result.pack);
      totals[`${who}Encode`].push(result.encode);
      totals[`${who}Pack`].push(result.pack);
      await rm(dir, { recursive: true, force: true });
    }
  }
  const quick = await quickFirst(input, source, rungs, path.join(root, 'quick'));
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  console.log(`\nclip ${clipSeconds} s 1080p → rungs ${rungs.join('/')}, preset ${preset}, ${repeat} run(s), node ${process.version}\n`);
  console.log('| | transcode (wall) | package (wall) | total (wall) | ffmpeg CPU |\n|---|---|---|---|---|');
  for (const [label, who] of [['bare ffmpeg', 'bare'], ['lib/media', 'ours']] as const) {
    const cells = [totals[`${who}Encode`], totals[`${who}Pack`], totals[who], totals[`${who}Cpu`]].map((v) => seconds(mean(v)));
    console.log(`| ${label} | ${cells.join(' | ')} |`);
  }
  console.log(`\nGoal: lib/media ≤ 1.15× bare → wall ${(mean(totals.ours) / mean(totals.bare)).toFixed(3)}×, CPU ${(mean(totals.oursCpu) / mean(totals.bareCpu)).toFixed(3)}×`);
  console.log(`Quick first (360 alone, then the rest): 360 ready after ${seconds(quick.first)}, all rungs after ${seconds(quick.total)}`);
}

async function main() {
  console.log(`Generating a ${clipSeconds} s 1920×1080 clip (cached between runs)…`);
  const input = await makeClip({ seconds: clipSeconds, width: 1920, height: 1080, fps: 30 });
  const source = await probe(input);
  const rungs = ladderFor(Math.min(source.width, source.height));
  await mkdir(root, { recursive: true });
  try {
    if (process.env.BENCH_PIPELINE_PARTS !== 'whole') await ladderComparison(input, source, rungs);
    await wholeComparison(input, source, rungs);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
