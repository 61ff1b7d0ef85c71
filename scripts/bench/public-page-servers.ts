// npx tsx --conditions=react-server scripts/bench/public-page-servers.ts A.mjs B.mjs – the public
// page's first frame beside the bare <video> page (as in npm run bench:public), served in turn by
// two production-server scripts on one seeded database (the demo seed takes minutes on a busy
// machine): A, B, A, B …, each server started afresh, `RUNS` (9) alternated visits per round,
// `ROUNDS` (2) rounds. For a change of the server's HTML (e.g. the server before it, kept as a copy).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { bareVideoHtml, launch, measureFirstFrames } from './public-page-browser';
import { signIn, startServer } from './server';

const port = Number(process.env.BENCH_PORT || 3307);
const runs = Number(process.env.RUNS || 9);
const rounds = Number(process.env.ROUNDS || 2);
const scripts = process.argv.slice(2);
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? NaN;
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function serve(script: string, url: string): Promise<ChildProcess> {
  const dir = `.data/bench-${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), NEXTAUTH_URL: url, NEXTAUTH_SECRET: 'bench-secret', PGLITE_DATA_DIR: `${dir}/pglite`, STORAGE_DIR: `${dir}/storage`, OPENHOW_BENCH: '1' };
  delete env.DATABASE_URL;
  const child = spawn('node', [script], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 200; i++) {
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return child;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${script} did not start`);
}

/** The page as a visitor sees it once its video plays (for a look at its styles). */
async function screenshot(url: string, file: string) {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(url);
    await page.waitForTimeout(3000);
    await page.screenshot({ path: file });
  } finally {
    await browser.close();
  }
}

const stop = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.on('exit', () => resolve()), child.kill('SIGTERM'))));

async function main() {
  if (scripts.length < 2) throw new Error('usage: public-page-servers.ts A.mjs B.mjs');
  const seeded = await startServer(port);
  const cookie = await signIn(seeded.url, 'viewer@demo.example.com', 'Demo-Passw0rd!');
  const list = await fetch(`${seeded.url}/api/v1/workflows?published=1&size=20`, { headers: { cookie } });
  const { items } = (await list.json()) as { items: Array<{ id: string; title: string }> };
  const workflow = items.find((w) => w.title === 'Starting the assembly line safely') ?? items[0];
  const publicUrl = `${seeded.url}/p/${workflow.id}`;
  await seeded.stop();
  const rows: string[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const script of scripts) {
      const child = await serve(script, seeded.url);
      try {
        const html = await (await fetch(publicUrl)).text();
        const src = /<source\b[^>]*\bsrc="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
        if (!src) throw new Error('no <source> in /p');
        for (let i = 0; i < 10; i++) await fetch(publicUrl).then((r) => r.arrayBuffer());
        if (process.env.SHOTS && round === 1) await screenshot(publicUrl, `${process.env.SHOTS}-${scripts.indexOf(script)}.png`);
        const before = load();
        const [page, bare] = await measureFirstFrames([{ url: publicUrl }, { url: `${seeded.url}/bench-bare-video`, html: bareVideoHtml(src) }], runs);
        const p = median(page.map((f) => f.ms));
        const b = median(bare.map((f) => f.ms));
        rows.push(`| ${round} | ${script} | ${before} → ${load()} | ${p.toFixed(0)} (${page.map((f) => f.ms.toFixed(0)).join(', ')}) | ${b.toFixed(0)} (${bare.map((f) => f.ms.toFixed(0)).join(', ')}) | ${(p / b).toFixed(2)}× | ${median(page.map((f) => f.playlist)).toFixed(0)} / ${median(bare.map((f) => f.playlist)).toFixed(0)} |`);
        console.log(rows.at(-1));
      } finally {
        await stop(child);
      }
    }
  }
  console.log(`\n${runs} visits each, alternated with the bare page, fresh context each; medians, ms from navigation start:\n`);
  console.log('| round | server | load average | /p first frame | bare page | ratio | first media request /p / bare |');
  console.log('|---|---|---|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
