import { readFile } from 'node:fs/promises';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { makeClip } from '../helpers/media-fixtures';
import { startCluster, type Cluster } from './cluster';
import { DEMO, DEMO_PASSWORD } from './support';

/**
 * Issue 15, "Container and several instances": the container image's web server and the
 * production server side by side on PostgreSQL and S3 with a separate worker (tests/e2e/cluster.ts),
 * and the faults such a deployment meets — a killed worker, a PostgreSQL outage under load.
 */
test.describe.configure({ mode: 'serial' });

let cluster: Cluster;
const contexts: APIRequestContext[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  cluster = await startCluster();
});

// A failure shows what the servers said.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus || !cluster) return;
  for (const name of ['a', 'b', 'worker']) console.log(`--- ${name} (last lines) ---\n${cluster.log(name)}`);
});

test.afterAll(async () => {
  for (const context of contexts) await context.dispose();
  await cluster?.stop();
});

/** A browser of its own (its own cookie jar), talking to any instance by absolute URL. */
async function browser() {
  const context = await playwrightRequest.newContext();
  contexts.push(context);
  return context;
}

/** next-auth's credentials sign-in as its client does it; the answer's URL carries `error=` on a refusal. */
async function signIn(client: APIRequestContext, base: string, login: string, password = DEMO_PASSWORD) {
  const { csrfToken } = await (await client.get(`${base}/api/auth/csrf`)).json();
  const res = await client.post(`${base}/api/auth/callback/credentials`, {
    form: { csrfToken, login, password, clientKey: '', json: 'true' },
    headers: { 'x-auth-return-redirect': '1' },
  });
  return { status: res.status(), url: String((await res.json().catch(() => ({}))).url ?? '') };
}

async function me(client: APIRequestContext, base: string) {
  const res = await client.get(`${base}/api/v1/profile/me`);
  return { status: res.status(), email: res.ok() ? (await res.json()).item?.email : undefined };
}

const userId = async (email: string) => (await cluster.sql`select id from users where email = ${email}`)[0].id as string;

test('the container image serves, and a user signed in on one instance works on the other', async () => {
  // Instance A runs from the assembled image folder (scripts/container/build-steps.sh assemble).
  const health = await fetch(`${cluster.a.url}/api/health`);
  expect([health.status, await health.json()]).toEqual([200, { ok: true }]);
  // The proxy spreads requests over both.
  const answered = new Set<string>();
  for (let i = 0; i < 4; i++) answered.add((await fetch(`${cluster.url}/api/health`)).headers.get('x-instance')!);
  expect([...answered].sort()).toEqual(['a', 'b']);

  const client = await browser();
  expect((await signIn(client, cluster.a.url, DEMO.viewer)).url).not.toContain('error=');
  expect(await me(client, cluster.b.url)).toEqual({ status: 200, email: DEMO.viewer });
  const page = await client.get(`${cluster.b.url}/home/overview`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('Demo Manufacturing');
});

test('a password change or a disable on one instance is refused on the other at the next request', async () => {
  // Two browsers of the publisher: the change on B signs the other browser (on A) out.
  const [first, second] = [await browser(), await browser()];
  await signIn(first, cluster.a.url, DEMO.wsadmin);
  await signIn(second, cluster.b.url, DEMO.wsadmin);
  expect((await me(first, cluster.a.url)).status).toBe(200);
  const changed = await second.post(`${cluster.b.url}/api/v1/auth/reset-password`, {
    data: { currentPassword: DEMO_PASSWORD, newPassword: 'Another-Passw0rd!' },
  });
  expect(changed.status()).toBe(200);
  expect((await me(first, cluster.a.url)).status).toBe(401);
  expect((await me(second, cluster.b.url)).status).toBe(200);

  // The admin disables the viewer on A; the viewer's session on B ends.
  const [admin, viewer] = [await browser(), await browser()];
  await signIn(admin, cluster.a.url, DEMO.admin);
  await signIn(viewer, cluster.b.url, DEMO.viewer);
  expect((await me(viewer, cluster.b.url)).status).toBe(200);
  const disabled = await admin.patch(`${cluster.a.url}/api/v1/users/${await userId(DEMO.viewer)}`, { data: { disabled: true } });
  expect(disabled.status()).toBe(200);
  expect((await me(viewer, cluster.b.url)).status).toBe(401);
  expect((await signIn(await browser(), cluster.b.url, DEMO.viewer)).url).toContain('error=');
});

test('login rate limits are shared by the instances', async () => {
  // Ten wrong passwords for one account from one address, spread over both instances …
  for (let i = 0; i < 10; i++) {
    const attempt = await signIn(await browser(), i % 2 ? cluster.b.url : cluster.a.url, DEMO.super, 'Wrong-Passw0rd!');
    expect(attempt.url).toContain('error=');
    expect(attempt.url).not.toContain('rate');
  }
  // … spend the account-and-address budget everywhere: even the right password waits now.
  for (const base of [cluster.a.url, cluster.b.url]) {
    const refused = await signIn(await browser(), base, DEMO.super);
    expect(refused.url).toMatch(/error=[^&]*rate/i);
  }
});

/** The publisher's upload through instance A: the same calls the browser's uploader makes. */
async function uploadThroughA(client: APIRequestContext, file: Buffer, title: string) {
  const base = cluster.a.url;
  const created = await client.post(`${base}/api/v1/uploads`, {
    data: { fileName: `${title}.mp4`, contentType: 'video/mp4', size: file.byteLength, purpose: 'workflow-video' },
  });
  expect(created.status()).toBe(201);
  const upload = (await created.json()).item as { id: string; partSize: number; partCount: number };
  const numbers = Array.from({ length: upload.partCount }, (_, i) => i + 1);
  const urls = (await (await client.post(`${base}/api/v1/uploads/${upload.id}/parts`, { data: { partNumbers: numbers } })).json()).items as Array<{ partNumber: number; url: string }>;
  const parts = [];
  for (const { partNumber, url } of urls) {
    const body = file.subarray((partNumber - 1) * upload.partSize, partNumber * upload.partSize);
    const put = await fetch(url, { method: 'PUT', body: new Uint8Array(body) });
    expect(put.status).toBe(200);
    parts.push({ partNumber, etag: put.headers.get('etag')! });
  }
  expect((await client.post(`${base}/api/v1/uploads/${upload.id}/complete`, { data: { parts } })).status()).toBe(200);
  const [workspace] = await cluster.sql`select id from workspaces where name = 'Assembly Line A'`;
  const initialized = await client.post(`${base}/api/v1/workflows/initialize`, {
    data: { uploadId: upload.id, title, workspaceId: workspace.id, languageCode: 'en-us' },
  });
  expect(initialized.status()).toBe(201);
  return (await initialized.json()).item.id as string;
}

const workflowRow = async (id: string) =>
  (await cluster.sql`select blocked, steps_status, pipeline_lease_id, pipeline_lease_expires_at < now() as lease_lapsed from workflows where id = ${id}`)[0];

let workflowId: string;

test('an upload through one instance is processed by the worker, survives the worker being killed, and plays through the other', async () => {
  test.setTimeout(240_000);
  const author = await browser();
  await signIn(author, cluster.a.url, DEMO.publisher);
  const clip = await readFile(await makeClip({ seconds: 20, width: 640, height: 360, audio: 'speech' }));
  workflowId = await uploadThroughA(author, clip, `Cluster clip ${Date.now()}`);

  // The worker takes the job (its run holds the workflow's lease) and is killed mid-run.
  await expect.poll(async () => (await workflowRow(workflowId)).pipeline_lease_id, { timeout: 60_000 }).not.toBeNull();
  await cluster.killWorker();
  expect((await workflowRow(workflowId)).steps_status).not.toBe('finished');

  // Started again once the dead run's lease has lapsed, the worker hands the workflow to a new run.
  await expect.poll(async () => (await workflowRow(workflowId)).lease_lapsed, { timeout: 10_000 }).toBe(true);
  await cluster.startWorker();
  await expect.poll(async () => (await workflowRow(workflowId)).steps_status, { timeout: 180_000, intervals: [1_000] }).toBe('finished');
  expect((await workflowRow(workflowId)).blocked).toBeNull();
  const recovered = await cluster.sql`select 1 from conversion_history where workflow_id = ${workflowId} and stage = 'recover'`;
  expect(recovered.length).toBe(1);

  // Instance B plays it: the master playlist, a rung's playlist and its first segment.
  const player = await author.get(`${cluster.b.url}/api/v1/player/workflow?workflowId=${workflowId}`);
  expect(player.status()).toBe(200);
  const steps = (await player.json()).item.steps as Array<{ hlsUrl: string | null }>;
  expect(steps.length).toBeGreaterThan(0);
  const fetchText = async (url: string) => {
    const res = await author.get(url);
    expect(res.status(), url).toBe(200);
    return { url, text: await res.text() };
  };
  const firstUri = ({ url, text }: { url: string; text: string }) => new URL(text.split('\n').find((l) => l && !l.startsWith('#'))!, url).toString();
  const master = await fetchText(new URL(steps[0].hlsUrl!, cluster.b.url).toString());
  expect(master.text).toContain('#EXTM3U');
  const rung = await fetchText(firstUri(master));
  expect(rung.text).toContain('#EXTINF');
  const segment = await author.get(firstUri(rung));
  expect(segment.status()).toBe(200);
  expect((await segment.body()).byteLength).toBeGreaterThan(1000);
});

test("an author's change on one instance clears the other instance's public page at once", async () => {
  const author = await browser();
  await signIn(author, cluster.a.url, DEMO.publisher);
  expect((await author.post(`${cluster.a.url}/api/v1/workflows/${workflowId}/publish`)).status()).toBe(200);
  const publicPage = `${cluster.b.url}/p/${workflowId}`;
  const headers = { 'sec-fetch-dest': 'document' };
  // B renders the page once and then keeps it (the publish's own notice may still drop the first copy).
  const cached = async () => {
    const res = await fetch(publicPage, { headers });
    await res.arrayBuffer();
    return `${res.status} ${res.headers.get('x-openhow-cache')}`;
  };
  await expect.poll(cached, { timeout: 5_000, intervals: [100] }).toBe('200 hit');

  expect((await author.put(`${cluster.a.url}/api/v1/workflows/${workflowId}/unpublish`)).status()).toBe(200);
  const started = Date.now();
  await expect.poll(async () => (await fetch(publicPage, { headers })).status, { timeout: 2_000, intervals: [50] }).toBe(404);
  // "At once": the other instance heard of it within a fraction of a second (PostgreSQL NOTIFY).
  expect(Date.now() - started).toBeLessThan(1_000);
  expect((await author.post(`${cluster.a.url}/api/v1/workflows/${workflowId}/publish`)).status()).toBe(200);
  await expect.poll(async () => (await fetch(publicPage, { headers })).status, { timeout: 2_000, intervals: [50] }).toBe(200);
});

type Answer = { from: number; at: number; kind: 'page' | 'public' | 'tracking'; status: number; retryAfter: string | null; stored: string[] };

test('a PostgreSQL outage under load: 503 with Retry-After, no crash, back within 5 s, no acknowledged event lost', async () => {
  test.setTimeout(90_000);
  const viewer = await browser();
  expect((await signIn(viewer, cluster.url, DEMO.publisher)).url).not.toContain('error=');
  const answers: Answer[] = [];
  const started = Date.now();
  let running = true;
  let sequence = 0;
  const tracker = `tracker-${Date.now()}`;

  // Through the proxy, so both instances carry the load: signed-in pages and player events.
  const pageLoop = async () => {
    while (running) {
      const from = Date.now() - started;
      const res = await viewer.get(`${cluster.url}/home/overview`, { maxRedirects: 0 }).catch(() => null);
      answers.push({ from, at: Date.now() - started, kind: 'page', status: res?.status() ?? 0, retryAfter: res?.headers()['retry-after'] ?? null, stored: [] });
    }
  };
  // The public page with a cookie: never from the page cache, so each one renders (and reads) anew.
  const publicLoop = async () => {
    while (running) {
      const from = Date.now() - started;
      const res = await fetch(`${cluster.url}/p/${workflowId}`, { headers: { cookie: 'uncached=1' }, redirect: 'manual' }).catch(() => null);
      await res?.arrayBuffer().catch(() => undefined);
      answers.push({ from, at: Date.now() - started, kind: 'public', status: res?.status ?? 0, retryAfter: res?.headers.get('retry-after') ?? null, stored: [] });
    }
  };
  const trackingLoop = async () => {
    while (running) {
      const events = Array.from({ length: 5 }, () => ({
        id: `event-${tracker}-${++sequence}`,
        trackerId: tracker,
        workflowId,
        type: 'play' as const,
        at: new Date().toISOString(),
        position: 1,
      }));
      const from = Date.now() - started;
      const res = await viewer.post(`${cluster.url}/api/v1/tracking`, { data: { events } }).catch(() => null);
      const status = res?.status() ?? 0;
      const rejected = status === 200 ? ((await res!.json()).item.rejected as Array<{ id: string }>).map((r) => r.id) : [];
      const stored = status === 200 ? events.map((e) => e.id).filter((id) => !rejected.includes(id)) : [];
      answers.push({ from, at: Date.now() - started, kind: 'tracking', status, retryAfter: res?.headers()['retry-after'] ?? null, stored });
    }
  };
  const load = Promise.all([pageLoop(), pageLoop(), publicLoop(), trackingLoop(), trackingLoop()]);

  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const cutAt = Date.now() - started;
  await cluster.database.down();
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  await cluster.database.up();
  const backAt = Date.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 8_000));
  running = false;
  await load;

  // Nothing but answers and refusals with a retry hint, a page whose render was under way when the
  // connection broke and an uncached public page included (scripts/unavailable-status.mjs); no instance went down.
  const inFlight = (a: Answer) => a.from < cutAt && a.at > cutAt;
  const wrong = answers.filter((a) => a.status !== 200 && a.status !== 503);
  expect(wrong).toEqual([]);
  expect(answers.filter((a) => a.status === 503 && !a.retryAfter)).toEqual([]);
  expect(answers.some((a) => a.status === 503 && a.at >= cutAt && a.at <= backAt + 1_000)).toBe(true);
  expect([cluster.a.exited(), cluster.b.exited()]).toEqual([false, false]);

  // Every request that started 5 s after the database came back was answered; there were some of each kind.
  const late = answers.filter((a) => a.from > backAt + 5_000);
  expect(late.filter((a) => a.status !== 200)).toEqual([]);
  expect(new Set(late.map((a) => a.kind)).size).toBe(3);
  for (const instance of [cluster.a, cluster.b]) expect((await fetch(`${instance.url}/api/health`)).status).toBe(200);

  // Every acknowledged event is stored, once.
  const acknowledged = answers.flatMap((a) => a.stored);
  expect(acknowledged.length).toBeGreaterThan(0);
  const [{ count }] = await cluster.sql`select count(*)::int as count from tracking_events where client_event_id = any(${acknowledged})`;
  expect(count).toBe(acknowledged.length);
  console.log(`outage: ${answers.length} requests, ${answers.filter(inFlight).length} in flight at the cut (${answers.filter((a) => inFlight(a) && a.status === 503).length} of them 503), ${answers.filter((a) => a.status === 503).length} answered 503, first success after the database came back at +${Math.min(...answers.filter((a) => a.at > backAt && a.status === 200).map((a) => a.at)) - backAt} ms`);
});

test('no forged header changes the address the app uses, on the production server, plain `next start` and a platform; a preview says so', async () => {
  const plain = await cluster.startExtra('next-start', 'next-start');
  const platform = await cluster.startExtra('platform', 'next-start', { OPENHOW_TRUSTED_PLATFORM: 'vercel', VERCEL_ENV: 'preview' });
  // What a client can send: our own header (with or without a made-up signature), and every proxy header but the platform's.
  const forged = {
    'x-openhow-remote-addr': '203.0.113.7',
    'x-real-ip': '203.0.113.8',
    forwarded: 'for=203.0.113.9',
  };
  const forgedSigned = { ...forged, 'x-openhow-remote-addr': '203.0.113.7;sig=0123456789abcdef' };
  const client = await browser();
  // The address the IP allow-list, the rate limits and the audit log use, as the allow-list page reports it.
  const seen = async (base: string, headers: Record<string, string> = {}) => {
    const res = await client.get(`${base}/api/v1/organization-settings/my/customized-permissions/restricted-ip`, { headers });
    expect(res.status()).toBe(200);
    return (await res.json()).item.clientIP as string;
  };
  for (const base of [cluster.b.url, plain.url, platform.url]) expect((await signIn(client, base, DEMO.admin)).url).not.toContain('error=');

  // The production server: the socket's address, whatever the client says.
  const socket = await seen(cluster.b.url);
  expect(socket).toBe('127.0.0.1');
  for (const headers of [forged, forgedSigned, { ...forged, 'x-forwarded-for': '203.0.113.10' }]) expect(await seen(cluster.b.url, headers)).toBe(socket);

  // Plain `next start` has no trustworthy source: always unknown (the allow-list then admits org admins only).
  for (const headers of [{}, forged, forgedSigned, { ...forged, 'x-forwarded-for': '203.0.113.10' }]) expect(await seen(plain.url, headers)).toBe('unknown');

  // A platform's edge sets X-Forwarded-For itself (the test plays the edge); nothing else is believed.
  expect(await seen(platform.url, { ...forged, 'x-forwarded-for': '198.51.100.4' })).toBe('198.51.100.4');
  expect(['203.0.113.7', '203.0.113.8', '203.0.113.9']).not.toContain(await seen(platform.url, forged));

  // A preview deployment: never indexed, and signed-in reviewers see the ribbon.
  const page = await client.get(`${platform.url}/home/overview`);
  expect(page.status()).toBe(200);
  expect(page.headers()['x-robots-tag']).toContain('noindex');
  expect(await page.text()).toContain('Preview deployment');
  const production = await client.get(`${cluster.b.url}/home/overview`);
  expect(production.headers()['x-robots-tag']).toBeUndefined();
  expect(await production.text()).not.toContain('Preview deployment');
});
