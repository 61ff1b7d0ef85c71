import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as createRoute } from '@/app/api/v1/uploads/route';
import { DELETE as cancelRoute, GET as statusRoute } from '@/app/api/v1/uploads/[id]/route';
import { POST as partsRoute } from '@/app/api/v1/uploads/[id]/parts/route';
import { POST as completeRoute } from '@/app/api/v1/uploads/[id]/complete/route';
import { cancelUpload, uploadFile } from '@/components/uploads/multipart-uploader';
import { stopBoss } from '@/lib/jobs';
import { createOrg, createUser, sessionCookie, apiRequest, routeParams } from '@/tests/helpers/factories';
import { api, makeVideo, putPart } from './uploads-helpers';

// The browser side (components/uploads) against the real route handlers: the browser's fetch,
// XMLHttpRequest and localStorage are stand-ins that deliver requests to those handlers.
process.env.JOBS_IN_PROCESS = 'false';

let cookie: string;
let video: Buffer;

type Plan = (partNumber: number, attempt: number) => 'ok' | 'timeout' | 'hang';
const xhr = { plan: (() => 'ok') as Plan, attempts: new Map<number, number>(), inFlight: 0, maxInFlight: 0, puts: [] as number[] };

class StandInXhr {
  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  timeout = 0;
  status = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private url = '';
  private headers = new Headers();
  private done = false;
  open(_method: string, url: string) {
    this.url = url;
  }
  getResponseHeader(name: string) {
    return this.headers.get(name);
  }
  abort() {
    if (this.done) return;
    this.done = true;
    xhr.inFlight--;
    this.onabort?.();
  }
  async send(body: Blob) {
    const partNumber = Number(/\/parts\/(\d+)\?/.exec(this.url)![1]);
    const attempt = (xhr.attempts.get(partNumber) ?? 0) + 1;
    xhr.attempts.set(partNumber, attempt);
    xhr.maxInFlight = Math.max(xhr.maxInFlight, ++xhr.inFlight);
    const outcome = xhr.plan(partNumber, attempt);
    // Parts are held until the uploader has opened its three connections (or a second passed), so
    // the parallelism is observed however fast the handlers answer.
    const gate = Date.now() + 1000;
    while (xhr.maxInFlight < 3 && Date.now() < gate && !this.done) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (outcome === 'hang' || this.done) return;
    if (outcome === 'timeout') return this.finish(() => this.ontimeout?.());
    const bytes = Buffer.from(await body.arrayBuffer());
    this.upload.onprogress?.({ loaded: bytes.byteLength / 2 });
    const res = await putPart(this.url, bytes);
    xhr.puts.push(partNumber);
    this.status = res.status;
    this.headers = res.headers;
    this.finish(() => this.onload?.());
  }
  private finish(callback: () => void) {
    if (this.done) return;
    this.done = true;
    xhr.inFlight--;
    callback();
  }
}

const realFetch = globalThis.fetch;

async function standInFetch(input: string, init: RequestInit = {}) {
  if (!input.startsWith('/api/')) return realFetch(input, init);
  const method = init.method ?? 'GET';
  const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
  const req = apiRequest(input, { method, body, cookie });
  const [, id, action] = /^\/api\/v1\/uploads(?:\/([^/]+))?(?:\/(parts|complete))?$/.exec(input) ?? [];
  if (!id) return createRoute(req, routeParams({}));
  if (action === 'parts') return partsRoute(req, routeParams({ id }));
  if (action === 'complete') return completeRoute(req, routeParams({ id }));
  return method === 'DELETE' ? cancelRoute(req, routeParams({ id })) : statusRoute(req, routeParams({ id }));
}

const saved = new Map<string, string>();
const localStorageStandIn = {
  getItem: (key: string) => saved.get(key) ?? null,
  setItem: (key: string, value: string) => void saved.set(key, value),
  removeItem: (key: string) => void saved.delete(key),
};

beforeAll(async () => {
  const org = await createOrg();
  // After the database is up: PGlite looks at these globals while it starts.
  Object.assign(globalThis, { XMLHttpRequest: StandInXhr, fetch: standInFetch, localStorage: localStorageStandIn });
  cookie = (await sessionCookie(await createUser(org.id, 'publisher'))).cookie;
  video = await makeVideo(4); // about 7 MB: four 2 MB parts
});

afterAll(async () => {
  Object.assign(globalThis, { fetch: realFetch });
  await stopBoss({ graceful: false });
});

function reset(plan: Plan) {
  Object.assign(xhr, { plan, attempts: new Map(), inFlight: 0, maxInFlight: 0, puts: [] });
}

const remembered = (name: string) => [...saved.keys()].some((key) => key.includes(`:${name}:`));
const fileOf = (name: string) => new File([new Uint8Array(video)], name, { type: 'video/mp4', lastModified: 1_700_000_000_000 });

describe('browser multipart uploader', () => {
  it('sends 3 parts at a time, retries a part that timed out, reports progress, completes', async () => {
    reset((part, attempt) => (part === 2 && attempt <= 2 ? 'timeout' : 'ok'));
    const progress: number[] = [];
    const result = await uploadFile(fileOf('a.mp4'), 'workflow-video', new AbortController().signal, {
      onProgress: (p) => progress.push(p.fraction),
    });
    expect(result.probe).toMatchObject({ width: 1280, height: 720 });
    expect(xhr.maxInFlight).toBe(3);
    expect(xhr.attempts.get(2)).toBe(3);
    expect(progress.at(-1)).toBe(1);
    expect(remembered('a.mp4')).toBe(false);
  });

  it('gives up on a part after 3 retries', async () => {
    reset((part) => (part === 1 ? 'timeout' : 'ok'));
    const failure = uploadFile(fileOf('b.mp4'), 'workflow-video', new AbortController().signal);
    await expect(failure).rejects.toMatchObject({ messageKey: 'uploads.timeout' });
    expect(xhr.attempts.get(1)).toBe(4);
    // Kept for later: choosing the file again resumes this upload.
    expect(remembered('b.mp4')).toBe(true);
  }, 30_000);

  it('resumes after a reload: only the parts the server lacks are sent again', async () => {
    const file = fileOf('c.mp4');
    const interrupted = new AbortController();
    // Parts 1 and 2 arrive; part 3 and 4 hang until the "page" goes away.
    reset((part) => (part <= 2 ? 'ok' : 'hang'));
    let uploadId = '';
    const first = uploadFile(file, 'workflow-video', interrupted.signal, { onUploadId: (id) => (uploadId = id) });
    while (xhr.puts.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    interrupted.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect(remembered('c.mp4')).toBe(true);

    reset(() => 'ok');
    let resumed = false;
    const result = await uploadFile(file, 'workflow-video', new AbortController().signal, {
      onUploadId: (id, wasResumed) => (resumed = wasResumed && id === uploadId),
    });
    expect(resumed).toBe(true);
    expect(xhr.puts.sort()).toEqual([3, 4]);
    expect(result.id).toBe(uploadId);
  });

  it('cancels: the upload is aborted on the server and forgotten locally', async () => {
    const file = fileOf('d.mp4');
    const controller = new AbortController();
    reset((part) => (part === 1 ? 'ok' : 'hang'));
    let uploadId = '';
    const running = uploadFile(file, 'workflow-video', controller.signal, { onUploadId: (id) => (uploadId = id) });
    while (xhr.puts.length < 1) await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    await cancelUpload(file, uploadId);
    expect(remembered('d.mp4')).toBe(false);
    expect((await api.status(cookie, uploadId)).body.item).toMatchObject({ status: 'aborted', parts: [] });
  });
});
