// BENCH_CANVAS_PROFILE=1 npm run bench:canvas: after the measured runs, one more drag on each page
// under Chromium's sampling CPU profiler (CDP), printing where the main thread spent the drag (self
// time by function) and how much Konva repainted (layer and shape scene draws per drag step).
import type { Page } from 'playwright-core';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
type TraceEvent = { name: string; ph: string; pid: number; tid: number; dur?: number; args?: { name?: string } };

// Counts Konva's scene draws of layers and of shapes (the page's Konva is window.Konva).
const COUNT_DRAWS = `(() => {
  const K = window.Konva;
  const counts = (window.__draws = { layers: 0, shapes: 0 });
  for (const [cls, key] of [[K.Layer, 'layers'], [K.Shape, 'shapes']]) {
    const draw = cls.prototype.drawScene;
    cls.prototype.drawScene = function (...args) { counts[key]++; return draw.apply(this, args); };
  }
})();`;

export async function profileDrag(page: Page, drag: () => Promise<{ work: number[] }>) {
  const cdp = await page.context().newCDPSession(page);
  await page.evaluate(COUNT_DRAWS);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  const { work } = await drag();
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  // The renderer main thread with the most events is the page's; total time by trace event name (nested events overlap).
  const mains = events.filter((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
  const perThread = new Map<string, number>();
  for (const e of events) if (mains.includes(`${e.pid}:${e.tid}`)) perThread.set(`${e.pid}:${e.tid}`, (perThread.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...perThread.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const trace = new Map<string, number>();
  for (const e of events) if (e.ph === 'X' && `${e.pid}:${e.tid}` === main) trace.set(e.name, (trace.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  const timeline = [...trace.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20);
  const draws = (await page.evaluate(() => (window as unknown as { __draws: { layers: number; shapes: number } }).__draws)) ?? { layers: 0, shapes: 0 };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    const file = frame?.url ? frame.url.split('/').pop()?.split('?')[0] : '';
    const key = `${frame?.functionName || '(anonymous)'}${file ? ` ${file}:${(frame?.lineNumber ?? 0) + 1}` : ''}`;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    total += ms;
    self.set(key, (self.get(key) ?? 0) + ms);
  });
  const busy = total - (self.get('(idle)') ?? 0);
  const top = [...self.entries()].filter(([k]) => k !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 15);
  return { steps: work.length, draws, busy, top, timeline };
}

export function printProfile(label: string, p: Awaited<ReturnType<typeof profileDrag>>) {
  const per = (n: number) => (p.steps ? (n / p.steps).toFixed(1) : '–');
  console.log(`\n${label}: ${p.steps} frames with a drag step; Konva scene draws per such frame: ${per(p.draws.layers)} layers, ${per(p.draws.shapes)} shapes; main thread busy ${p.busy.toFixed(0)} ms (sampled)`);
  for (const [name, ms] of p.top) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${((ms / p.busy) * 100).toFixed(1).padStart(5)} %  ${name}`);
  console.log('  trace events on the main thread (total, nested events overlap):');
  for (const [name, ms] of p.timeline) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${name}`);
}
