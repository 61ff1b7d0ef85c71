import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { startLms, unzipTo, type Lms } from './scorm-lms';
import { SCORM_E2E as S } from './scorm-seed';
import { expectAccessible, signInQuickly } from './support';

/**
 * SCORM / cmi5 export (issue 23): an admin exports a workflow from /scorm-exports as SCORM 1.2,
 * SCORM 2004 and cmi5 full packages; each package, served by an LMS stand-in from another origin
 * with scorm-again's runtime (a tiny LRS for cmi5), plays to 90 %, takes the quiz (pass at 80), reports
 * completion, score and the suspend point, and resumes there after a reload. Rows: tests/e2e/scorm-seed.ts.
 */
const LMS_PORT = Number(process.env.E2E_PORT || 3100) + 2000;
let lms: Lms;
let dir: string;

test.beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'scorm-e2e-'));
  lms = await startLms(LMS_PORT, dir);
});
test.afterAll(async () => {
  await lms?.stop();
  await rm(dir, { recursive: true, force: true });
});

/** Exports through the page and unzips the finished package for the LMS stand-in. */
async function exportPackage(page: Page, type: 'scorm12' | 'scorm2004' | 'cmi5', label: string) {
  await page.getByRole('checkbox', { name: S.workflow }).check();
  await page.getByRole('combobox', { name: 'Package type' }).selectOption({ label });
  await page.getByRole('combobox', { name: 'Content' }).selectOption('full');
  await page.getByRole('combobox', { name: 'Video resolution' }).selectOption('360');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Export started.' })).toBeVisible();
  const row = page.getByTestId('scorm-export-row').filter({ hasText: label }).first();
  await expect(row.getByText('Ready')).toBeVisible({ timeout: 60_000 });
  const href = await row.getByRole('link', { name: `Download ${S.workflow}` }).getAttribute('href');
  const res = await page.request.get(new URL(href!, E2E_BASE_URL).toString());
  expect(res.ok()).toBe(true);
  expect(res.headers()['content-disposition']).toContain('.zip');
  await unzipTo(await res.body(), path.join(dir, type));
}

/** Plays every step (muted, 4×) in the package frame until it says Completed, then answers the quiz. */
async function playAndPass(frame: Frame) {
  await expect(frame.getByRole('heading', { level: 1, name: S.workflow })).toBeVisible();
  await expect(frame.getByRole('navigation', { name: 'Steps' }).getByRole('button')).toHaveCount(2);
  await frame.locator('body[data-ready]').waitFor();
  await frame.locator('video').evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    v.defaultPlaybackRate = 4;
    v.playbackRate = 4;
    return v.play();
  });
  await expect(frame.getByText('Completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByRole('button', { name: '2. Step 2' })).toHaveAttribute('aria-current', 'step');
  await frame.getByRole('group', { name: '1. Which valve opens first?' }).getByLabel('Inlet').check();
  await frame.getByRole('group', { name: '2. Gloves are required.' }).getByLabel('True').check();
  await frame.getByRole('button', { name: 'Submit answers' }).click();
  await expect(frame.getByText('Score: 100% — You passed')).toBeVisible();
}

const packageFrame = (page: Page) => page.frame({ url: /\/pkg\// })!;

test('exports SCORM 1.2, 2004 and cmi5 full packages that play, report completion, score and the suspend point, and resume', async ({ page }) => {
  test.setTimeout(300_000);
  await signInQuickly(page, S.admin, { clientKey: S.clientKey });
  await page.goto('/home/overview');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'LMS exports' }).click();
  await expect(page).toHaveURL(/\/scorm-exports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'LMS exports' })).toBeVisible();
  await expect(page.getByText('No exports yet.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: S.workflow })).toBeVisible();
  await expectAccessible(page);
  // Nothing chosen: the form says so and focuses the first workflow.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose at least one workflow.' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: S.workflow })).toBeFocused();

  await exportPackage(page, 'scorm12', 'SCORM 1.2');
  await exportPackage(page, 'scorm2004', 'SCORM 2004 (4th edition)');
  await exportPackage(page, 'cmi5', 'cmi5');
  await expect(page.getByTestId('scorm-export-row')).toHaveCount(3);
  await expectAccessible(page);

  // SCORM 1.2 through scorm-again's API: completed by watching, then passed with the score; suspend data and location kept.
  const lmsPage = await page.context().newPage();
  await lmsPage.goto(`${lms.origin}/lms/scorm12.html`);
  await playAndPass(packageFrame(lmsPage));
  await expect.poll(() => lmsPage.evaluate(() => (window as unknown as { lms: () => { core: { lesson_status: string; score: { raw: string } } } }).lms().core)).toMatchObject({ lesson_status: 'passed', score: { raw: '100' }, lesson_location: '1' });
  const suspend12 = JSON.parse(await lmsPage.evaluate(() => (window as unknown as { lms: () => { suspend_data: string } }).lms().suspend_data));
  expect(suspend12).toMatchObject({ step: 1 });
  // Reload: the package resumes at the saved step, still completed.
  await lmsPage.reload();
  await expect(packageFrame(lmsPage).getByRole('button', { name: '2. Step 2' })).toHaveAttribute('aria-current', 'step');
  await expect(packageFrame(lmsPage).getByText('Completed', { exact: true })).toBeVisible();

  // SCORM 2004: completion, success, progress measure and scaled score.
  await lmsPage.goto(`${lms.origin}/lms/scorm2004.html`);
  await playAndPass(packageFrame(lmsPage));
  await expect.poll(() => lmsPage.evaluate(() => (window as unknown as { lms: () => Record<string, unknown> }).lms())).toMatchObject({
    completion_status: 'completed', success_status: 'passed', location: '1', score: { raw: '100', scaled: '1' },
  });
  const measure = Number(await lmsPage.evaluate(() => (window as unknown as { lms: () => { progress_measure: string } }).lms().progress_measure));
  expect(measure).toBeGreaterThanOrEqual(0.9);
  await lmsPage.reload();
  await expect(packageFrame(lmsPage).getByRole('button', { name: '2. Step 2' })).toHaveAttribute('aria-current', 'step');

  // cmi5: statements to the LRS from the launch URL; the suspend point in the state API.
  await lmsPage.goto(`${lms.origin}/lms/cmi5.html`);
  await playAndPass(packageFrame(lmsPage));
  await expect.poll(() => lms.statements.map((s) => s.verb.id.split('/').pop())).toEqual(expect.arrayContaining(['initialized', 'progressed', 'completed', 'passed']));
  const passed = lms.statements.find((s) => s.verb.id.endsWith('/passed'))!;
  expect(passed.result).toMatchObject({ success: true, score: { scaled: 1, raw: 100 } });
  await lmsPage.reload();
  await expect(packageFrame(lmsPage).getByRole('button', { name: '2. Step 2' })).toHaveAttribute('aria-current', 'step');
  await expect.poll(() => lms.statements.filter((s) => s.verb.id.endsWith('/terminated')).length).toBeGreaterThan(0);
});
