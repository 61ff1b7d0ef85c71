import { expect, test, type Page } from '@playwright/test';
import { MAVEN_E2E as M } from './maven-seed';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * Preset questions (issue 19): the organisation admin writes the organisation's on the Maven
 * settings page, the workflow's author writes the workflow's own in the builder; a viewer sees
 * both in the player's Q&A intro (the organisation's first) and the organisation's on /maven.
 * The organisation's list is emptied again at the end (other specs read the same organisation).
 */
const ORG_QUESTION = 'Where is the nearest first-aid kit?';
const OWN_QUESTION = 'Which oil goes into this gearbox?';

async function presetsWorkflowId(page: Page) {
  const res = await page.request.post('/api/v1/workflows/search', { data: { filters: { keyword: 'oil change' } } });
  const { items } = (await res.json()) as { items: { id: string; title: string }[] };
  return items.find((i) => i.title === M.presetsTitle)!.id;
}

test('the admin and the author write preset questions; the viewer is offered them in the player and on /maven', async ({ page, browser }) => {
  await signInQuickly(page, DEMO.admin);
  await page.goto('/admin/setting/maven');
  const presets = page.getByRole('group', { name: 'Preset questions' });
  await expect(presets.getByText('No preset questions yet.')).toBeVisible();
  await presets.getByRole('button', { name: 'Add a question' }).click();
  // The new field takes the focus; an empty one is refused before anything is sent.
  await expect(presets.getByRole('textbox', { name: 'Question 1' })).toBeFocused();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(presets.getByRole('alert')).toHaveText('Enter a question or remove this field.');
  await presets.getByRole('textbox', { name: 'Question 1' }).fill(ORG_QUESTION);
  await presets.getByRole('button', { name: 'Add a question' }).click();
  await presets.getByRole('textbox', { name: 'Question 2' }).fill('A second one to remove');
  await presets.getByRole('button', { name: 'Remove question 2' }).click();
  await expect(presets.getByRole('textbox')).toHaveCount(1);
  await expect(presets.getByText('1 of 10')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved. The change applies to everyone right away.')).toBeVisible();
  await expect(presets.getByRole('alert')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Preset questions' }).getByRole('textbox', { name: 'Question 1' })).toHaveValue(ORG_QUESTION);

  // The author (the publisher) writes the workflow's own in the builder.
  // axe needs pages of a context of their own.
  const authorContext = await browser.newContext();
  const author = await authorContext.newPage();
  await signInQuickly(author, DEMO.publisher);
  const id = await presetsWorkflowId(author);
  await author.goto(`/buildermain/${id}`);
  const section = author.getByRole('region', { name: 'Assistant questions' });
  await section.getByRole('button', { name: 'Add a question' }).click();
  await section.getByRole('textbox', { name: 'Question 1' }).fill(OWN_QUESTION);
  await expectAccessible(author);
  await author.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(author.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await authorContext.close();

  // The viewer's player offers the organisation's question, then the workflow's own.
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await signInQuickly(viewer, M.user);
  await viewer.goto(`/playermain/${id}`);
  await viewer.getByRole('toolbar', { name: 'Player controls' }).getByRole('button', { name: 'Toolbox' }).click();
  const toolbox = viewer.getByRole('complementary', { name: 'Toolbox' });
  await toolbox.getByRole('tab', { name: 'Q&A' }).click();
  const panel = toolbox.getByRole('tabpanel');
  await expect(panel.getByText('Suggested questions')).toBeVisible();
  const offered = panel.getByRole('button', { name: /\?$/ });
  await expect(offered).toHaveText([ORG_QUESTION, OWN_QUESTION]);
  await expectAccessible(viewer);

  // /maven offers the organisation's.
  await viewer.goto('/maven');
  await expect(viewer.getByRole('heading', { name: 'Ask Maven' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: ORG_QUESTION })).toBeVisible();
  await expect(viewer.getByRole('button', { name: OWN_QUESTION })).toHaveCount(0);
  await viewerContext.close();

  // Emptied again for the other specs.
  const cleared = await page.request.put('/api/v1/organization-settings/my/maven', { data: { presetQuestions: [] } });
  expect(cleared.status()).toBe(200);
});
