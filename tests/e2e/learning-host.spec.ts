import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { LEARNING_HOST_E2E as H, LEARNING_HOST_FIXTURES_FILE, type LearningHostFixtures } from './learning-host-seed';
import { startLms, unzipTo } from './scorm-lms';
import { expectAccessible, signInQuickly } from './support';

type HostMessage = { source: string; type: string; workflowId: string; stepId: string | null; time: number; watchedRatio: number; completed: boolean; message?: string };

// The "LMS": another origin (and site: 127.0.0.1 beside the app's localhost) serving a page that does
// what a thin package's launcher does — sign the learner values with WebCrypto, frame /rustici, listen.
const LMS_PORT = Number(process.env.E2E_PORT || 3100) + 2;
const LMS = `http://127.0.0.1:${LMS_PORT}`;
let server: http.Server;
let f: LearningHostFixtures;

const lmsPage = (fx: LearningHostFixtures) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test LMS</title></head>
<body><main><h1>Test LMS course</h1><div id="slot"></div></main><script type="module">
const BASE = ${JSON.stringify(E2E_BASE_URL)};
const FX = ${JSON.stringify(fx)};
const q = new URLSearchParams(location.search);
const off = q.get('pkg') === 'off';
const pkg = off ? FX.offPkg : FX.pkg, key = off ? FX.offLearnerKey : FX.learnerKey, workflowId = off ? FX.offWorkflowId : FX.workflowId;
const lid = q.get('lid'), lname = q.get('lname'), ts = Date.now();
const enc = new TextEncoder();
const mac = await crypto.subtle.importKey('raw', enc.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
const raw = new Uint8Array(await crypto.subtle.sign('HMAC', mac, enc.encode(lid + '\\n' + lname + '\\n' + ts)));
const sig = btoa(String.fromCharCode(...raw)).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
window.hostMessages = [];
addEventListener('message', (e) => { if (e.origin === BASE && e.data && e.data.source === 'openhow-host') window.hostMessages.push(e.data); });
const frame = document.createElement('iframe');
frame.title = 'Course player';
frame.allow = 'autoplay; fullscreen';
frame.style.cssText = 'width:960px;height:560px;border:0';
frame.src = BASE + '/rustici/' + workflowId + '?' + new URLSearchParams({ pkg, lid, lname, ts: String(ts), sig });
document.getElementById('slot').append(frame);
</script></body></html>`;

test.beforeAll(async () => {
  f = JSON.parse(readFileSync(LEARNING_HOST_FIXTURES_FILE, 'utf8'));
  server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(lmsPage(f)));
  await new Promise<void>((resolve) => server.listen(LMS_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const messages = (page: Page) => page.evaluate(() => (window as unknown as { hostMessages: HostMessage[] }).hostMessages);
const waitForMessage = (page: Page, type: string, timeout = 20_000) =>
  page.waitForFunction((t) => (window as unknown as { hostMessages: HostMessage[] }).hostMessages.some((m) => m.type === t), type, { timeout });
const course = (page: Page) => page.frameLocator('iframe[title="Course player"]');
const launch = (page: Page, learner: { id: string; name: string }, extra = '') =>
  page.goto(`${LMS}/?lid=${encodeURIComponent(learner.id)}&lname=${encodeURIComponent(learner.name)}${extra}`);

test('a new learner is signed in inside the LMS, welcomed for 2 s, and the LMS hears progress and completion at 90 %', async ({ page }) => {
  test.setTimeout(90_000);
  await launch(page, { id: `lms-${randomUUID()}`, name: 'Lee Learner' });
  const frame = course(page);
  const welcome = frame.getByRole('status').filter({ hasText: 'Welcome, Lee Learner! Your account is ready.' });
  await expect(welcome).toBeVisible();
  await waitForMessage(page, 'ready');
  // The welcome goes after 2 s.
  await expect(welcome).toHaveCount(0, { timeout: 4_000 });
  await expectAccessible(page);

  // The big button over the video (the control bar has its own Play too).
  await frame.getByRole('button', { name: 'Play', exact: true }).first().click();
  await waitForMessage(page, 'completed', 45_000);
  const all = await messages(page);
  const progress = all.filter((m) => m.type === 'progress');
  expect(progress.length).toBeGreaterThanOrEqual(2);
  expect(progress.every((m) => m.workflowId === f.workflowId && f.stepIds.includes(m.stepId!))).toBe(true);
  const done = all.find((m) => m.type === 'completed')!;
  expect(done).toMatchObject({ source: 'openhow-host', workflowId: f.workflowId, completed: true });
  expect(done.watchedRatio).toBeGreaterThanOrEqual(0.9);
  // Nothing secret travels to the LMS page.
  expect(JSON.stringify(all)).not.toContain(f.pkg.slice(0, 20));
  // Completion is reported once.
  await page.waitForTimeout(3_500);
  expect((await messages(page)).filter((m) => m.type === 'completed')).toHaveLength(1);
});

test('after a reload the learner resumes where they paused, without a welcome', async ({ page }) => {
  test.setTimeout(90_000);
  const learner = { id: `lms-${randomUUID()}`, name: 'Rae Resume' };
  await launch(page, learner);
  const frame = course(page);
  await waitForMessage(page, 'ready');
  await frame.getByRole('button', { name: 'Play', exact: true }).first().click();
  await page.waitForFunction(() => (window as unknown as { hostMessages: HostMessage[] }).hostMessages.some((m) => m.type === 'progress' && m.time >= 2), null, { timeout: 20_000 });
  await frame.locator('video').hover();
  await frame.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect.poll(async () => (await messages(page)).filter((m) => m.type === 'progress').length).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(1_000);
  const last = (await messages(page)).filter((m) => m.type === 'progress').at(-1)!;
  expect(last.time).toBeGreaterThan(1);

  await page.reload();
  await waitForMessage(page, 'ready');
  const ready = (await messages(page)).find((m) => m.type === 'ready')!;
  expect(ready).toMatchObject({ stepId: last.stepId, completed: false });
  expect(Math.abs(ready.time - last.time)).toBeLessThan(0.5);
  await expect(course(page).getByText(/Welcome/)).toHaveCount(0);
  await expect.poll(() => course(page).locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(last.time - 1.5);
});

test('"no permission" when opened outside an LMS, with values that do not check out, or for an organisation without the product', async ({ page }) => {
  await page.goto(`/rustici/${f.workflowId}`);
  await expect(page.getByRole('heading', { name: 'No permission' })).toBeVisible();
  await expectAccessible(page);

  // Launch values in the address bar, but no LMS around the page: still no.
  await page.goto(`/rustici/${f.workflowId}?pkg=${encodeURIComponent(f.pkg)}&lid=x&lname=y&ts=${Date.now()}&sig=abc`);
  await expect(page.getByRole('heading', { name: 'No permission' })).toBeVisible();

  // Inside an LMS, a package of an organisation without the rustici product: the launcher hears the error.
  await launch(page, { id: `lms-${randomUUID()}`, name: 'Nell Noproduct' }, '&pkg=off');
  await expect(course(page).getByRole('heading', { name: 'No permission' })).toBeVisible();
  await waitForMessage(page, 'error');
  expect((await messages(page)).find((m) => m.type === 'error')).toMatchObject({ message: 'no permission', completed: false });
});

// The LMS stand-in of the package e2e (scorm-again's SCORM 1.2 runtime), on a port of its own.
const THIN_LMS_PORT = Number(process.env.E2E_PORT || 3100) + 2003;

test('a thin SCORM 1.2 package, exported by the admin, launches the host player from the LMS; progress is stored and reported', async ({ page }) => {
  test.setTimeout(180_000);
  const dir = await mkdtemp(path.join(tmpdir(), 'thin-e2e-'));
  const lms = await startLms(THIN_LMS_PORT, dir);
  try {
    await signInQuickly(page, H.admin, { clientKey: H.clientKey });
    await page.goto('/scorm-exports');
    await page.getByRole('checkbox', { name: H.workflow }).check();
    await page.getByRole('combobox', { name: 'Package type' }).selectOption({ label: 'SCORM 1.2' });
    await page.getByRole('combobox', { name: 'Content' }).selectOption('thin');
    // A thin package carries no video, so no resolution is asked for.
    await expect(page.getByRole('combobox', { name: 'Video resolution' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const row = page.getByTestId('scorm-export-row').first();
    await expect(row.getByText('Ready')).toBeVisible({ timeout: 60_000 });
    const href = await row.getByRole('link', { name: `Download ${H.workflow}` }).getAttribute('href');
    const zip = await page.request.get(new URL(href!, E2E_BASE_URL).toString());
    expect(zip.ok()).toBe(true);
    await unzipTo(await zip.body(), path.join(dir, 'scorm12'));

    // The LMS opens the package's launch page; its launcher signs the LMS learner in and frames /rustici.
    const learner = await page.context().newPage();
    await learner.goto(`${lms.origin}/lms/scorm12.html`);
    const host = learner.frameLocator('#sco').frameLocator(`iframe[title="${H.workflow}"]`);
    const play = host.getByRole('button', { name: 'Play', exact: true }).first();
    await expect(play).toBeVisible({ timeout: 30_000 });
    await play.click();

    // The host records reach the server, whose answers the launcher hands to the LMS: the place, then completion at 90 %.
    type Core = { lesson_status: string; lesson_location: string };
    const core = () => learner.evaluate(() => (window as unknown as { lms: () => { core: Core } }).lms().core);
    await expect.poll(async () => (await core()).lesson_location, { timeout: 20_000 }).not.toBe('');
    expect(f.stepIds).toContain((await core()).lesson_location);
    await expect.poll(async () => (await core()).lesson_status, { timeout: 45_000 }).toBe('completed');
    const stored = (await core()).lesson_location;

    // A new launch of the same learner: no welcome, and the host player starts at the server's record.
    await learner.reload();
    const again = learner.frameLocator('#sco').frameLocator(`iframe[title="${H.workflow}"]`);
    await expect(again.getByRole('button', { name: 'Play', exact: true }).first()).toBeVisible({ timeout: 30_000 });
    await expect(again.getByText(/Welcome/)).toHaveCount(0);
    await expect(again.locator('[data-step-index]')).toHaveAttribute('data-step-index', String(f.stepIds.indexOf(stored)));
    expect((await core()).lesson_status).toBe('completed');
  } finally {
    await lms.stop();
    await rm(dir, { recursive: true, force: true });
  }
});
