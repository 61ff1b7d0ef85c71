import { expect, test, type Page } from '@playwright/test';
import { AI_SUMMARY_E2E as A } from './ai-summary-seed';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * The AI summary and SOP outline (issue 17): an author generates them in the builder (a job,
 * from the transcript when no model is configured), edits and activates them and gets key terms
 * suggested; a viewer then reads the Summary tab (Show more / Show less) and the SOP tab (BETA,
 * collapsible items) in the player. Rows: tests/e2e/ai-summary-seed.ts.
 */
const LONG =
  'Before any service, stop the spindle with the red button and wait until it stands completely still. ' +
  'Open the door only then, take the collet wrench from the holder and loosen the collet nut a quarter turn. ' +
  'Remove the old cutter by hand, clean the taper with a dry cloth and check it for chips or damage before the new cutter goes in.';

async function workflowId(page: Page) {
  const res = await page.request.post('/api/v1/workflows/search', { data: { filters: { keyword: 'spindle service' } } });
  const { items } = (await res.json()) as { items: { id: string; title: string }[] };
  return items.find((i) => i.title === A.title)!.id;
}

test('an author generates, edits and activates the AI summary; a viewer reads the Summary and SOP tabs', async ({ page, browser }) => {
  await signInQuickly(page, DEMO.publisher);
  const id = await workflowId(page);
  await page.goto(`/buildermain/${id}`);
  const section = page.getByRole('region', { name: 'AI summary' });
  await expect(section.getByText('No summary yet.')).toBeVisible();

  await section.getByRole('button', { name: 'Generate summary' }).click();
  await expect(section.getByRole('status')).toContainText('Summary ready', { timeout: 30_000 });
  await expect(section.getByRole('status')).toContainText('Made from the transcript');
  // Every generated line shows the time it cites.
  await expect(section.getByText(/^Cited at \d\d:\d\d$/).first()).toBeVisible();

  // The author adds a long paragraph and an SOP item, then saves.
  await section.getByRole('button', { name: 'Add paragraph' }).click();
  await section.getByRole('textbox', { name: /^Paragraph \d+$/ }).last().fill(LONG);
  await section.getByRole('button', { name: 'Add SOP item' }).click();
  const item = section.getByRole('listitem').filter({ has: page.getByRole('textbox', { name: 'Step' }) }).last();
  await item.getByRole('textbox', { name: 'Step' }).fill('Stop the spindle');
  await item.getByRole('textbox', { name: 'Description' }).fill('Press the red stop button');
  await item.getByRole('textbox', { name: 'Safety or warning' }).fill('Wait until it stands still');
  await expect(section.getByText('Unsaved changes')).toBeVisible();
  await section.getByRole('button', { name: 'Save summary' }).click();
  await expect(section.getByText('Unsaved changes')).toHaveCount(0);
  await expect(section.getByRole('textbox', { name: /^Paragraph \d+$/ }).last()).toHaveValue(LONG);

  const show = section.getByRole('checkbox', { name: 'Show to learners' });
  // The switch follows the server's answer (it is checked once the change is saved).
  await show.click();
  await expect(show).toBeChecked();
  await expect(show).toBeEnabled();

  // Key terms from the transcript (a job, polled while it runs): the terms it adds join the
  // open form, marked as suggested, for the author to keep or remove.
  const terms = page.getByRole('region', { name: 'Key terms' });
  await terms.getByRole('button', { name: 'Suggest key terms' }).click();
  await expect(terms.getByRole('status')).toHaveText(/^\d+ key terms? suggested/, { timeout: 30_000 });
  await expect(terms.getByRole('listitem').filter({ hasText: 'suggested' }).first()).toBeVisible();
  await expect(terms.getByRole('button', { name: 'Suggest key terms' })).toBeEnabled();
  await expect(terms.getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(page);

  // The viewer: Summary first, with Show more / Show less; the SOP tab with a collapsible item.
  const viewer = await (await browser.newContext()).newPage();
  await signInQuickly(viewer, DEMO.viewer);
  await viewer.goto(`/playermain/${id}`);
  await viewer.getByRole('toolbar', { name: 'Player controls' }).getByRole('button', { name: 'Toolbox' }).click();
  const toolbox = viewer.getByRole('complementary', { name: 'Toolbox' });
  await toolbox.getByRole('tab', { name: 'Summary' }).click();
  const panel = toolbox.getByRole('tabpanel');
  await expect(panel).toContainText('Made from the transcript');
  await expect(panel).not.toContainText('check it for chips or damage');
  await panel.getByRole('button', { name: 'Show more' }).click();
  await expect(panel).toContainText('check it for chips or damage');
  await expect(panel.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('heading', { name: 'All steps' })).toBeVisible();
  await expect(panel.getByText('Stop the spindle: Press the red stop button')).toBeVisible();
  await expectAccessible(viewer);
  await panel.getByRole('button', { name: 'Show less' }).click();
  await expect(panel).not.toContainText('check it for chips or damage');

  await toolbox.getByRole('tab', { name: 'SOP (BETA)' }).click();
  const sop = toolbox.getByRole('tabpanel');
  await expect(sop.getByText('Wait until it stands still')).toBeHidden();
  // The author's item (the outline from the transcript may also start with "Stop the spindle…").
  await sop.getByText(/^\d+\. Stop the spindle$/).click();
  await expect(sop.getByText('Wait until it stands still')).toBeVisible();
  await expectAccessible(viewer);
});
