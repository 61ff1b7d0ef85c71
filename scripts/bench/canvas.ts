// npm run bench:canvas (scripts/bench/canvas.ts) – the annotations editor's Konva canvas in real
// Chromium (issue 18): the production build's /editor/{id}/annotations page with 50 elements on a
// step (scripts/bench/canvas-seed.ts), one of them dragged across the canvas by the mouse, beside
// the same drag on a bare page holding 50 plain Konva shapes on a stage of the same size (no app),
// in the same run and browser. Frame time = the main thread's work for one frame: from the first
// pointer event or animation-frame callback of the frame to the end of its rendering (a message
// posted from requestAnimationFrame runs once the frame is painted). Goal: p95 ≤ 16.7 ms (60 Hz).
// Only frames that handled a pointer event (a drag step to draw) count. Frame intervals
// (requestAnimationFrame deltas over the whole drag) and those over 25 ms are printed too.
// Requires a build (`OPENHOW_STANDALONE=1 npx next build`). Env: BENCH_PORT (3251),
// BENCH_BROWSER_RUNS (3), BENCH_MOVES (240 mouse moves per drag), BENCH_CANVAS_PROFILE=1 (one more
// drag on each page under the CPU profiler, printed before the table: scripts/bench/canvas-profile.ts).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CANVAS_ELEMENTS, DRAGGED } from './canvas-data';
import { printProfile, profileDrag } from './canvas-profile';
import { signIn, startServer } from './server';

const port = Number(process.env.BENCH_PORT || 3251);
const runs = Number(process.env.BENCH_BROWSER_RUNS || 3);
const moves = Number(process.env.BENCH_MOVES || 240);
const profile = process.env.BENCH_CANVAS_PROFILE === '1';
const GOAL_MS = 16.7;
const CANVAS = { width: 960, height: 540 };
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)] ?? NaN;
const p95 = (xs: number[]) => sorted(xs)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)] ?? NaN;
const f = (n: number) => n.toFixed(1);

let workflowId = '';
function seed(env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const p = spawn('npx', ['tsx', '--conditions=react-server', 'scripts/bench/canvas-seed.ts'], { env: { ...env, TRANSCRIPTION_PROVIDER: 'none' }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    p.stdout.on('data', (c: Buffer) => (out += c.toString()));
    p.on('exit', (code) => {
      workflowId = /BENCH_WORKFLOW=(\S+)/.exec(out)?.[1] ?? '';
      if (code === 0 && workflowId) resolve();
      else reject(new Error(`canvas seed exited ${code}`));
    });
  });
}

// Runs in the page before anything else: per-frame main-thread work and frame intervals.
const FRAME_PROBE = `(() => {
  const w = window;
  const rec = (w.__frames = { on: false, work: [], intervals: [] });
  let start = 0, input = false, last = 0;
  const channel = new MessageChannel();
  // Only frames that handled a pointer event count: the frames in between have nothing to draw.
  channel.port1.onmessage = () => { if (rec.on && start && input) rec.work.push(performance.now() - start); start = 0; input = false; };
  const begin = () => { if (!start) start = performance.now(); };
  for (const type of ['pointermove', 'mousemove', 'pointerdown', 'pointerup']) window.addEventListener(type, () => { begin(); input = true; }, true);
  const loop = (ts) => {
    begin();
    if (rec.on && last) rec.intervals.push(ts - last);
    last = ts;
    channel.port2.postMessage(0);
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
})();`;

type Sample = { work: number[]; intervals: number[]; ms: number };

/** Presses on the element's centre and drags it around a loop over the canvas (canvas coordinates → screen). */
async function dragAround(page: Page, canvasBox: { x: number; y: number; width: number }): Promise<Sample> {
  const k = canvasBox.width / CANVAS.width;
  const at = (x: number, y: number) => [canvasBox.x + x * k, canvasBox.y + y * k] as const;
  const cx = DRAGGED.x + DRAGGED.width / 2;
  const cy = DRAGGED.y + DRAGGED.height / 2;
  await page.mouse.move(...at(cx, cy));
  await page.mouse.down();
  await page.waitForTimeout(100);
  await page.evaluate(() => ((window as unknown as { __frames: { on: boolean } }).__frames.on = true));
  const started = performance.now();
  for (let i = 1; i <= moves; i++) {
    const a = (i / moves) * 2 * Math.PI;
    await page.mouse.move(...at(cx + 300 * Math.sin(a) + (i / moves) * 500, cy + 160 * (1 - Math.cos(a))));
  }
  const ms = performance.now() - started;
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const sample = (await page.evaluate(() => {
    const rec = (window as unknown as { __frames: { on: boolean; work: number[]; intervals: number[] } }).__frames;
    rec.on = false;
    return { work: rec.work, intervals: rec.intervals };
  })) as Omit<Sample, 'ms'>;
  await page.mouse.up();
  return { ...sample, ms };
}

type Profiled = Awaited<ReturnType<typeof profileDrag>>;
const drag = (page: Page, box: { x: number; y: number; width: number }, profiled?: (p: Profiled) => void) =>
  profiled ? profileDrag(page, () => dragAround(page, box)).then((p) => (profiled(p), { work: [], intervals: [], ms: 0 } as Sample)) : dragAround(page, box);

async function appRun(browser: Browser, url: string, cookie: string, profiled?: (p: Profiled) => void) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(cookie.split('; ').map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), url })));
  const page = await context.newPage();
  await page.addInitScript({ content: FRAME_PROBE });
  await page.goto(`${url}/editor/${workflowId}/annotations`);
  const canvas = page.getByTestId('annotation-stage').locator('canvas').first();
  await canvas.waitFor({ state: 'visible', timeout: 60_000 });
  const status = page.getByTestId('save-status');
  const saved = await status.textContent();
  await page.waitForTimeout(500);
  const box = (await canvas.boundingBox())!;
  const sample = await drag(page, box, profiled);
  // The drag really moved the element: the editor now has an unsaved change.
  await page.waitForFunction((before) => document.querySelector('[data-testid="save-status"]')?.textContent !== before, saved, { timeout: 5_000 });
  await context.close();
  return { sample, width: box.width };
}

async function bareRun(browser: Browser, width: number, profiled?: (p: Profiled) => void) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.setContent(`<!doctype html><html><body style="margin:0;padding:24px"><div id="stage" style="width:${width}px"></div></body></html>`);
  // setContent writes into the blank page, which init scripts do not see: install the probe here.
  await page.evaluate(FRAME_PROBE);
  await page.addScriptTag({ path: path.join(process.cwd(), 'node_modules/konva/konva.min.js') });
  await page.evaluate(
    ({ width, canvas, dragged, count }) => {
      const K = (window as unknown as { Konva: typeof import('konva').default }).Konva;
      const k = width / canvas.width;
      const stage = new K.Stage({ container: 'stage', width, height: width * (9 / 16), scaleX: k, scaleY: k });
      const layer = new K.Layer();
      stage.add(layer);
      layer.add(new K.Rect({ ...dragged, stroke: '#e53935', strokeWidth: 4, draggable: true }));
      for (let i = 1; i < count; i++) {
        const x = 200 + ((i * 97) % 680);
        const y = 30 + ((i * 53) % 440);
        const kinds = [
          () => new K.Rect({ x, y, width: 60, height: 40, stroke: '#e53935', strokeWidth: 4 }),
          () => new K.Arrow({ points: [x, y, x + 60, y + 40], stroke: '#e53935', fill: '#e53935', strokeWidth: 4, pointerLength: 20, pointerWidth: 20 }),
          () => new K.Line({ points: Array.from({ length: 24 }, (_, j) => [x + j * 3, y + 20 * Math.sin(j / 3)]).flat(), stroke: '#e53935', strokeWidth: 4 }),
          () => new K.Text({ x, y, text: `Check valve ${i} before you open the line`, fontSize: 24, fill: '#e53935' }),
          () => new K.Ellipse({ x: x + 30, y: y + 20, radiusX: 30, radiusY: 20, fill: 'rgba(0,0,0,0.5)' }),
        ];
        layer.add(kinds[i % kinds.length]!());
      }
      layer.draw();
    },
    { width, canvas: CANVAS, dragged: DRAGGED, count: CANVAS_ELEMENTS },
  );
  const box = (await page.locator('#stage canvas').first().boundingBox())!;
  const sample = await drag(page, box, profiled);
  await context.close();
  return sample;
}

async function main() {
  if (!existsSync('.next/BUILD_ID')) throw new Error('no production build: run `OPENHOW_STANDALONE=1 npx next build` first');
  process.env.OPENHOW_DEMO_VIDEOS ??= '0';
  const server = await startServer(port, { prepare: seed });
  const app: Sample[] = [];
  const bare: Sample[] = [];
  let width = 0;
  try {
    const cookie = await signIn(server.url, 'publisher@demo.example.com', 'Demo-Passw0rd!');
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: ARGS });
    try {
      for (let i = 0; i < runs; i++) {
        const run = await appRun(browser, server.url, cookie);
        width = run.width;
        app.push(run.sample);
        bare.push(await bareRun(browser, width));
      }
      if (profile) {
        await bareRun(browser, width, (p) => printProfile('Profile, bare Konva page', p));
        await appRun(browser, server.url, cookie, (p) => printProfile('Profile, annotations editor', p));
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`\nAnnotations canvas, ${CANVAS_ELEMENTS} elements, one dragged by ${moves} mouse moves, stage ${Math.round(width)} px wide, ${runs} run(s) each, Chromium headless (software), load average ${load}\n`);
  console.log('| page | frames with a drag step | frame time median | frame time p95 | max | interval median | interval p95 | intervals > 25 ms | drag wall |\n|---|---|---|---|---|---|---|---|---|');
  const row = (label: string, samples: Sample[]) => {
    const work = samples.flatMap((s) => s.work);
    const intervals = samples.flatMap((s) => s.intervals);
    console.log(`| ${label} | ${work.length} | ${f(median(work))} ms | ${f(p95(work))} ms | ${f(Math.max(...work))} ms | ${f(median(intervals))} ms | ${f(p95(intervals))} ms | ${intervals.filter((x) => x > 25).length} | ${f(median(samples.map((s) => s.ms)))} ms |`);
    return p95(work);
  };
  row('bare Konva page, 50 plain shapes', bare);
  const ours = row('annotations editor (/editor/{id}/annotations)', app);
  console.log(`\nGoal: editor frame time p95 ≤ ${GOAL_MS} ms → ${f(ours)} ms — ${ours <= GOAL_MS ? 'PASS' : 'FAIL'}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
