// npx tsx --conditions=react-server scripts/bench/upload.ts – upload throughput of our multipart path (the browser hook's
// shape: create → 2 MB parts, 3 in parallel → complete, through the route handlers with the local
// storage backend) beside one plain signed PUT of the same bytes to the same storage, same run.
// Env: BENCH_UPLOAD_CLIP_SECONDS (30, a 1080p clip of ~35 MB: the plain PUT route takes ≤ 50 MB),
// BENCH_UPLOAD_REPEAT (3, alternating order).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeClip } from '../../tests/helpers/media-fixtures';

const clipSeconds = Number(process.env.BENCH_UPLOAD_CLIP_SECONDS || 30);
const repeat = Number(process.env.BENCH_UPLOAD_REPEAT || 3);
const PARALLEL = 3;

type Handler = (req: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Call = { method?: string; body?: BodyInit; json?: unknown; cookie?: string; params?: Record<string, string> };

/** A request as the browser sends it (same origin, session cookie), straight into the handler. */
async function call(handler: Handler, url: string, { method = 'POST', body, json, cookie, params = {} }: Call) {
  const headers: Record<string, string> = { host: 'localhost:3000', origin: 'http://localhost:3000', 'x-openhow-remote-addr': '127.0.0.1' };
  if (cookie) headers.cookie = cookie;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const init: RequestInit & { duplex: 'half' } = { method, headers, body: json !== undefined ? JSON.stringify(json) : body, duplex: 'half' };
  const res = await handler(new Request(new URL(url, 'http://localhost:3000'), init), { params: Promise.resolve(params) });
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${await res.text()}`);
  return res;
}

const mbps = (bytes: number, ms: number) => `${(bytes / 1024 / 1024 / (ms / 1000)).toFixed(1)} MB/s`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const root = await mkdtemp(path.join(tmpdir(), 'openhow-bench-upload-'));
  Object.assign(process.env, { PGLITE_DATA_DIR: 'memory://', STORAGE_DIR: path.join(root, 'storage'), JOBS_IN_PROCESS: 'false' });
  delete process.env.S3_BUCKET;
  process.env.NEXTAUTH_SECRET ??= 'bench-secret';
  process.env.NEXTAUTH_URL ??= 'http://localhost:3000';
  delete process.env.DATABASE_URL;
  const [factories, create, parts, part, complete, storageRoute, { getStorage }, { closeDb }] = await Promise.all([
    import('../../tests/helpers/factories'),
    import('@/app/api/v1/uploads/route'),
    import('@/app/api/v1/uploads/[id]/parts/route'),
    import('@/app/api/v1/uploads/[id]/parts/[n]/route'),
    import('@/app/api/v1/uploads/[id]/complete/route'),
    import('@/app/api/v1/storage/[...key]/route'),
    import('@/lib/storage'),
    import('@/db/client'),
  ]);
  console.log(`Generating a ${clipSeconds} s 1920×1080 clip (cached between runs)…`);
  const bytes = await readFile(await makeClip({ seconds: clipSeconds, width: 1920, height: 1080, fps: 30 }));
  const org = await factories.createOrg();
  const ws = await factories.createWorkspace(org.id);
  const user = await factories.createUser(org.id, 'publisher');
  await factories.addMember(org.id, ws.id, user.id, 'publisher');
  const { cookie } = await factories.sessionCookie(user);

  /** The browser hook's path; `complete` (join + ffprobe) is timed apart from the transfer. */
  async function multipart() {
    const started = performance.now();
    const created = await call(create.POST as Handler, '/api/v1/uploads', {
      cookie,
      json: { fileName: 'bench.mp4', contentType: 'video/mp4', size: bytes.length, purpose: 'workflow-video' },
    });
    const { id, partSize, partCount } = (await created.json()).item as { id: string; partSize: number; partCount: number };
    const numbers = Array.from({ length: partCount }, (_, i) => i + 1);
    const urls = new Map<number, string>();
    for (let i = 0; i < numbers.length; i += 100) {
      const res = await call(parts.POST as Handler, `/api/v1/uploads/${id}/parts`, { cookie, json: { partNumbers: numbers.slice(i, i + 100) }, params: { id } });
      for (const item of (await res.json()).items as Array<{ partNumber: number; url: string }>) urls.set(item.partNumber, item.url);
    }
    const etags: Array<{ partNumber: number; etag: string }> = [];
    let next = 0;
    const worker = async () => {
      while (next < numbers.length) {
        const n = numbers[next++];
        const chunk = bytes.subarray((n - 1) * partSize, Math.min(bytes.length, n * partSize));
        const res = await call(part.PUT as Handler, urls.get(n)!, { method: 'PUT', body: chunk, params: { id, n: String(n) } });
        etags.push({ partNumber: n, etag: res.headers.get('etag')! });
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    const transferred = performance.now();
    await call(complete.POST as Handler, `/api/v1/uploads/${id}/complete`, { cookie, json: { parts: etags.sort((a, b) => a.partNumber - b.partNumber) }, params: { id } });
    return { transfer: transferred - started, total: performance.now() - started, parts: partCount, partSize };
  }

  /** One signed PUT of the whole file to the same local storage (its route caps a PUT at 50 MB). */
  async function plainPut(i: number) {
    const key = `orgs/${org.id}/bench/plain-${i}.mp4`;
    const started = performance.now();
    const url = await getStorage().signedPutUrl(key, { contentType: 'video/mp4', expiresInSeconds: 600 });
    const keyParts = new URL(url, 'http://localhost:3000').pathname.replace('/api/v1/storage/', '').split('/');
    await call(storageRoute.PUT as unknown as Handler, url, { method: 'PUT', body: bytes, params: { key: keyParts } as unknown as Record<string, string> });
    return performance.now() - started;
  }

  const results = { multipart: [] as Array<Awaited<ReturnType<typeof multipart>>>, plain: [] as number[] };
  try {
    for (let i = 0; i < repeat; i += 1) {
      const order = i % 2 === 0 ? (['plain', 'multipart'] as const) : (['multipart', 'plain'] as const);
      for (const who of order) {
        if (who === 'plain') results.plain.push(await plainPut(i));
        else results.multipart.push(await multipart());
      }
    }
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const [m] = results.multipart;
    const transfer = mean(results.multipart.map((r) => r.transfer));
    const total = mean(results.multipart.map((r) => r.total));
    const plain = mean(results.plain);
    const size = `${(bytes.length / 1024 / 1024).toFixed(1)} MB`;
    console.log(`\nupload of ${size} (${clipSeconds} s 1080p clip), local storage backend, route handlers in-process, ${repeat} run(s)\n`);
    console.log('| path | wall | throughput | ratio to plain PUT |\n|---|---|---|---|');
    console.log(`| plain PUT, one request (/api/v1/storage) | ${seconds(plain)} | ${mbps(bytes.length, plain)} | 1.000× |`);
    console.log(`| multipart: create + ${m.parts} parts of ${(m.partSize / 1024 / 1024).toFixed(0)} MB, ${PARALLEL} in parallel | ${seconds(transfer)} | ${mbps(bytes.length, transfer)} | ${(transfer / plain).toFixed(3)}× |`);
    console.log(`| multipart incl. complete (join + ffprobe check) | ${seconds(total)} | ${mbps(bytes.length, total)} | ${(total / plain).toFixed(3)}× |`);
  } finally {
    await closeDb();
    await rm(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
