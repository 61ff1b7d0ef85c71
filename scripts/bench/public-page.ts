// npm run bench:public – the public page /p/{id} (issue 5) measured against its goals: requests
// per second beside the bare page of the same build in the same run (warm cache), time from
// navigation to the first video frame in Chromium beside a bare page holding only a <video> of the
// same MP4 (alternated in the same run), and the JavaScript the page loads before play.
// Requires a build (`npx next build`); the demo seed puts real HLS videos through the pipeline.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpuMs, load, loadAverage, printTable, sideBySide } from './load';
import { bareVideoHtml, measureFirstFrames, type FirstFrame } from './public-page-browser';
import { measureInitialJs } from './public-page-parts';
import { signIn, startServer } from './server';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY || 16);
const port = Number(process.env.BENCH_PORT || 3301);
const cpuRequests = Number(process.env.BENCH_CPU_REQUESTS ?? 300);
const frameRuns = Number(process.env.BENCH_FRAME_RUNS || 7);

// First frame: at most 1.15× a bare page holding only a <video> of the same MP4, in the same run (issue 15).
const GOALS = { ratio: 0.9, firstFrameRatio: 1.15, initialJsKb: 120 };

async function cpuPerRequest(pid: number, url: string) {
  const before = cpuMs(pid);
  const r = await load('cpu', url, { seconds: 300, concurrency: 4, maxRequests: cpuRequests });
  return (cpuMs(pid) - before) / Math.max(1, r.requests);
}

async function findPublishedWorkflow(url: string): Promise<{ id: string; title: string }> {
  const cookie = await signIn(url, 'viewer@demo.example.com', 'Demo-Passw0rd!');
  const res = await fetch(`${url}/api/v1/workflows?published=1&size=20`, { headers: { cookie } });
  const { items } = (await res.json()) as { items: Array<{ id: string; title: string }> };
  const workflow = items.find((w) => w.title === 'Starting the assembly line safely') ?? items[0];
  if (!workflow) throw new Error('no published demo workflow: run without OPENHOW_DEMO_VIDEOS=0 (needs ffmpeg and espeak-ng)');
  return workflow;
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? NaN;

async function main() {
  if (!existsSync('.next/BUILD_ID')) execSync('npx next build', { stdio: 'inherit' });
  const server = await startServer(port);
  try {
    const workflow = await findPublishedWorkflow(server.url);
    const bareUrl = `${server.url}/bench-bare`;
    const publicUrl = `${server.url}/p/${workflow.id}`;
    if ((await fetch(publicUrl)).status !== 200) throw new Error(`${publicUrl} did not answer 200`);
    // Warm both routes (first compile of each, and the public cache's fill).
    for (let i = 0; i < 20; i++) await Promise.all([fetch(bareUrl).then((r) => r.arrayBuffer()), fetch(publicUrl).then((r) => r.arrayBuffer())]);

    const [bare, pub] = await sideBySide({ name: 'bare page (/bench-bare)', url: bareUrl }, { name: 'public page (/p/{id}, cached)', url: publicUrl }, { seconds, concurrency });
    console.log(`\n${seconds}s per page (alternated A B B A), ${concurrency} concurrent clients, node ${process.version}, load average ${loadAverage()}\n`);
    printTable([bare, pub], bare);

    let cpu: { bare: number; pub: number } | null = null;
    if (cpuRequests > 0 && server.pid && existsSync(`/proc/${server.pid}/stat`)) {
      cpu = { bare: await cpuPerRequest(server.pid, bareUrl), pub: await cpuPerRequest(server.pid, publicUrl) };
    }
    const js = await measureInitialJs(server.url, publicUrl);
    const bareJs = await measureInitialJs(server.url, bareUrl);
    // The bare page: only a <video> of the MP4 the public page's own <video> starts with.
    const html = await (await fetch(publicUrl)).text();
    const video = /<video\b[\s\S]*?<\/video>/.exec(html)?.[0] ?? '';
    const src = /\bsrc="([^"]+)"/.exec(video)?.[1]?.replace(/&amp;/g, '&');
    if (!src) throw new Error(`${publicUrl} has no <video> with a source (no MP4 fast start?)`);
    const [frames, bareFrames] = await measureFirstFrames([{ url: publicUrl }, { url: `${server.url}/bench-bare-video`, html: bareVideoHtml(src) }], frameRuns);
    const frame = median(frames.map((f) => f.ms));
    const bareFrame = median(bareFrames.map((f) => f.ms));
    const frameRatio = frame / bareFrame;

    const ratio = pub.rps / bare.rps;
    const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
    console.log(`\nPublic page "${workflow.title}" (${workflow.id})\n`);
    console.log('| measure | figure | goal | result |');
    console.log('|---|---:|---:|---|');
    console.log(`| req/s of /p vs bare page, same run | ${ratio.toFixed(2)}× (${pub.rps.toFixed(0)} vs ${bare.rps.toFixed(0)}) | ≥ ${GOALS.ratio}× | ${verdict(ratio >= GOALS.ratio)} |`);
    if (cpu) {
      const cpuRatio = cpu.bare / cpu.pub;
      console.log(`| server CPU per request, bare / /p (${cpuRequests} requests, 4 clients) | ${cpuRatio.toFixed(2)}× (${cpu.bare.toFixed(2)} vs ${cpu.pub.toFixed(2)} ms) | ≥ ${GOALS.ratio}× | ${verdict(cpuRatio >= GOALS.ratio)} |`);
    }
    const list = (fs: FirstFrame[]) => fs.map((f) => f.ms.toFixed(0)).join(', ');
    console.log(`| navigation → first video frame, /p vs a bare <video> page, Chromium, medians of ${frames.length} (alternated) | ${frameRatio.toFixed(2)}× (${frame.toFixed(0)} vs ${bareFrame.toFixed(0)} ms) | ≤ ${GOALS.firstFrameRatio}× | ${verdict(frameRatio <= GOALS.firstFrameRatio)} |`);
    console.log(`| (first frames of /p) | ${list(frames)} ms | | |`);
    console.log(`| (first frames of the bare <video> page) | ${list(bareFrames)} ms | | |`);
    console.log(`| initial JavaScript before play, as the server sends it to a browser (brotli; ${js.files} files) | ${kb(js.served)} | ≤ ${GOALS.initialJsKb} kB | ${verdict(js.served <= GOALS.initialJsKb * 1000)} |`);
    console.log(`| (the same files at gzip -9, for clients without brotli) | ${kb(js.gzip)} | | |`);
    console.log(`| (the same files at brotli q11, recompressed here) | ${kb(js.brotli)} | | |`);
    console.log(`| (uncompressed) | ${kb(js.raw)} | | |`);
    console.log(`| for reference: the bare page's initial JavaScript, gzip / brotli (${bareJs.files} files) | ${kb(bareJs.gzip)} / ${kb(bareJs.brotli)} | | |`);
    console.log(`| hls.js chunk, loaded on demand (not counted above), gzip | ${js.hls ? kb(js.hls.gzip) : 'not found'} | not in initial JS | ${verdict(!!js.hls && !js.hlsInitial)} |`);
    const phase = (fs: FirstFrame[], pick: (f: FirstFrame) => number) => median(fs.map(pick)).toFixed(0);
    console.log(`\nFirst frame via ${[...new Set(frames.map((f) => f.via))].join(', ')}; fresh browser context each run (no HTTP cache), server cache warm.`);
    console.log(`/p, medians from navigation start: first byte ${phase(frames, (f) => f.ttfb)} ms, DOMContentLoaded ${phase(frames, (f) => f.dcl)} ms, first media request (the MP4 or playlist) ${phase(frames, (f) => f.playlist)} ms, first frame ${frame.toFixed(0)} ms.`);
    console.log(`Bare <video> page (${src}): first media request ${phase(bareFrames, (f) => f.playlist)} ms, first frame ${bareFrame.toFixed(0)} ms.`);
  } finally {
    await server.stop();
  }
}


main().catch((error) => {
  console.error(error);
  process.exit(1);
});
