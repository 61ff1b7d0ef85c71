import { expect, test, type Page } from '@playwright/test';
import { BUILDER_E2E as B } from './builder-seed';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * The builder (issue 16): an author opens a processed workflow from its card's edit tool, titles
 * a step in two languages, sets key terms and posters, previews it in the real player and
 * publishes it; a viewer then reads the new title and gets the key terms suggested by the search.
 * Rows: tests/e2e/builder-seed.ts (Assembly Line A).
 */
const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const saveState = (page: Page) => page.getByRole('status').filter({ hasText: /saved|Saving|Unsaved|Not saved/ });

async function openAssembly(page: Page) {
  const { items } = (await (await page.request.get('/api/v1/workspaces?type=view')).json()) as { items: { id: string; name: string }[] };
  await page.goto(`/workspace/${items.find((w) => w.name === 'Assembly Line A')!.id}/workflow`);
}

test('an author builds and publishes a workflow in the builder; a viewer sees its step titles and key terms', async ({ page, browser }) => {
  // A long journey (builder, preview, publish, a second browser): on 2 shared cores it has taken close to a minute.
  test.setTimeout(150_000);
  await signInQuickly(page, DEMO.publisher);
  await openAssembly(page);
  await card(page, B.title).getByRole('button', { name: `Actions for ${B.title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await page.waitForURL(/\/buildermain\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1 })).toContainText(B.title);
  await expect(saveState(page)).toHaveText('All changes saved');
  await expectAccessible(page);

  // Step titles in English, then in German.
  const step1 = page.getByRole('listitem', { name: 'Step 01' });
  await step1.getByLabel(/^Title of step 01/).fill('Stop and open the machine');
  await page.getByLabel('Language of the titles').selectOption('de-de');
  await expect(step1.getByLabel(/^Title of step 01/)).toHaveValue('');
  await expect(step1.getByLabel(/^Title of step 01/)).toHaveAttribute('placeholder', 'Stop and open the machine');
  await step1.getByLabel(/^Title of step 01/).fill('Maschine anhalten und öffnen');

  // Key terms: the §5 rules refuse punctuation; a good term joins the list.
  const terms = page.getByRole('region', { name: 'Key terms' });
  await terms.getByLabel('New key term').fill('cutter, nut');
  await terms.getByRole('button', { name: 'Add' }).click();
  await expect(terms).toContainText('A key term cannot contain punctuation.');
  await terms.getByLabel('New key term').fill('new cutter');
  await terms.getByRole('button', { name: 'Add' }).click();
  await expect(terms.getByRole('listitem').filter({ hasText: 'new cutter' })).toBeVisible();

  await expect(saveState(page)).toHaveText('Unsaved changes');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveState(page)).toHaveText('All changes saved');

  // The step's poster from a frame, then the workflow's poster from that step.
  await step1.getByLabel(/^Poster frame of step 01/).fill('2');
  const stepId = await stepIdOf(page, id);
  const stepPoster = page.waitForResponse((r) => r.url().endsWith(`/steps/${stepId}/poster`) && r.request().method() === 'PUT');
  await step1.getByRole('button', { name: 'Use this frame' }).click();
  expect((await stepPoster).status()).toBe(200);
  const poster = page.waitForResponse((r) => r.url().endsWith(`/workflows/${id}/poster`) && r.request().method() === 'PUT');
  await page.getByRole('button', { name: "Use this step's poster" }).click();
  expect((await poster).status()).toBe(200);
  await expect(page.getByRole('img', { name: 'Workflow poster' })).toBeVisible();

  // Preview in the real player: a new tab, opened from the builder (so /PlayerPreview allows it).
  const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Preview' }).click()]);
  await expect(preview.locator('[data-mode]')).toHaveAttribute('data-mode', 'preview', { timeout: 20_000 });
  // The unpublished workflow plays there (the preview-video flag).
  await expect.poll(() => preview.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.3);
  await preview.close();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  // The viewer reads the new step title and gets the key terms suggested.
  const viewer = await (await browser.newContext()).newPage();
  await signInQuickly(viewer, DEMO.viewer);
  await viewer.goto(`/playermain/${id}`);
  const controls = viewer.getByRole('toolbar', { name: 'Player controls' });
  await controls.getByRole('button', { name: 'Steps' }).click();
  await expect(viewer.getByRole('dialog', { name: 'Steps' }).getByRole('listitem').nth(0)).toContainText('Stop and open the machine');
  await viewer.keyboard.press('Escape');
  await controls.getByRole('button', { name: 'Search' }).click();
  const search = viewer.getByRole('dialog', { name: 'Search' });
  await expect(search.getByRole('button', { name: 'new cutter' })).toBeVisible();
  await expect(search.getByRole('button', { name: 'collet' })).toBeVisible();
});

async function stepIdOf(page: Page, workflowId: string) {
  const { item } = (await (await page.request.get(`/api/v1/workflows/${workflowId}/builder`)).json()) as { item: { steps: { id: string }[] } };
  return item.steps[0]?.id;
}
