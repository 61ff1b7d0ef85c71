// npm run bench:sop-import – a smart instruction made from a generated 50-page PDF through the
// import job's whole work (lib/sop/import/job.ts runSopImport: the upload read from storage, text and
// pictures of every page, pictures re-encoded and stored with their upload rows, the blocks written)
// beside pdf.js alone parsing the same file (text content and operator list of every page, which
// decodes the images) in the same run. Pages: a heading, 16 lines of text and a 640×480 photo-like
// JPEG; every tenth page a scan (one full-page JPEG). Goal: the import ≤ 10 s (median of warm runs; the
// first, cold run of the process is printed too).
// Env: BENCH_PAGES (50), BENCH_REPEAT (3); PGlite in memory, local storage in a temporary folder.
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const pages = Number(process.env.BENCH_PAGES || 50);
const repeat = Number(process.env.BENCH_REPEAT || 3);
const GOAL_MS = 10_000;
const root = path.join(tmpdir(), `openhow-bench-sop-import-${process.pid}`);
Object.assign(process.env, { PGLITE_DATA_DIR: 'memory://', STORAGE_DIR: path.join(root, 'storage'), JOBS_IN_PROCESS: 'false' });
delete process.env.DATABASE_URL;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** Wall and CPU (this process, all threads: pdf.js on the main one, sharp's encoders on libuv's) milliseconds of one call. */
async function timed(run: () => Promise<unknown>) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await run();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
}
const BODY = 'Check the seal for cracks and wipe the surface with a clean, dry cloth before you go on.';

async function main() {
  await mkdir(root, { recursive: true });
  const [{ getDb, closeDb }, { runSopImport }, { loadPdfJs }, fixtures] = await Promise.all([
    import('@/db/client'),
    import('@/lib/sop/import/job'),
    import('@/lib/uploads/pdf-open'),
    import('../../tests/integration/sop-import-fixtures'),
  ]);
  const spec = Array.from({ length: pages }, (_, i) =>
    (i + 1) % 10 === 0
      ? { kind: 'scan' as const }
      : { kind: 'text' as const, heading: `Inspection of part ${i + 1}`, body: Array.from({ length: 16 }, () => BODY), image: { width: 640, height: 480, photo: i } },
  );
  const pdf = await fixtures.makeSopPdf(spec, { title: 'Bench procedure' });
  const db = await getDb();
  const w = await fixtures.importWorld();
  const uploadId = await fixtures.storePdfUpload(w.org.id, w.author.id, pdf, 'bench.pdf');
  console.log(`PDF: ${pages} pages, ${(pdf.length / 1024 / 1024).toFixed(1)} MB`);

  const lib = await loadPdfJs();
  const baseline = async () => {
    const doc = await lib.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      await page.getTextContent();
      await page.getOperatorList();
      page.cleanup();
    }
    await doc.destroy();
  };
  let blocks = 0;
  const ours = async () => {
    const sop = await fixtures.processingSop({ orgId: w.org.id, workspaceId: w.workspace.id, authorId: w.author.id }, { pdfUploadId: uploadId });
    await runSopImport(db, { organizationId: w.org.id, sopId: sop.id });
    const { sop: done, items } = await fixtures.sopState(w.org.id, sop.id);
    if (done.status !== 'completed') throw new Error(`import ended ${done.status}: ${done.statusError}`);
    blocks = items.length;
  };

  // The first import of a process also loads pdf.js's worker code and sharp: reported, not in the medians.
  const cold = await timed(ours);
  await baseline();
  const runs = { bare: [] as Array<{ wall: number; cpu: number }>, ours: [] as Array<{ wall: number; cpu: number }> };
  for (let r = 0; r < repeat; r++) {
    runs.bare.push(await timed(baseline));
    runs.ours.push(await timed(ours));
  }
  const line = (label: string, xs: Array<{ wall: number; cpu: number }>) => {
    const wall = median(xs.map((x) => x.wall));
    const cpu = median(xs.map((x) => x.cpu));
    console.log(`${label} wall median ${wall.toFixed(0)} ms [${xs.map((x) => x.wall.toFixed(0)).join(', ')}], CPU median ${cpu.toFixed(0)} ms`);
    return { wall, cpu };
  };
  const bare = line('pdf.js parsing alone (baseline):', runs.bare);
  const mine = line(`import job (${blocks} blocks):      `, runs.ours);
  console.log(`first import of the process (cold): wall ${cold.wall.toFixed(0)} ms, CPU ${cold.cpu.toFixed(0)} ms`);
  console.log(`ratio ${(mine.wall / bare.wall).toFixed(2)}× wall, ${(mine.cpu / bare.cpu).toFixed(2)}× CPU; goal ≤ ${GOAL_MS / 1000} s: ${mine.wall <= GOAL_MS ? 'met' : 'not met'}`);
  await closeDb();
  await rm(root, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
