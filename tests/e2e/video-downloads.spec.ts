import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PLAYER_E2E, PLAYER_FIXTURES_FILE, type PlayerFixtures } from './player-seed';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * Downloads (issue 16, "not losing work"): the player's settings offer the current step's video
 * (and the original to its authors) when the organisation allows downloads; the file arrives as a
 * download with a readable name. Workflow: tests/e2e/player-seed.ts.
 */
const ids = (): PlayerFixtures => JSON.parse(readFileSync(PLAYER_FIXTURES_FILE, 'utf8'));

test('a viewer downloads the current step’s video from the player’s settings; only authors get the original', async ({ page, browser }) => {
  const { published, steps } = ids();
  await signInQuickly(page, DEMO.viewer);
  await page.goto(`/playermain/${published}`);
  await page.getByRole('toolbar', { name: 'Player controls' }).getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const stepLink = settings.getByRole('link', { name: 'Download this step’s video' });
  await expect(stepLink).toHaveAttribute('href', `/api/v1/workflows/${published}/steps/${steps[0]}/download`);
  await expect(settings.getByRole('link', { name: 'Download the original video' })).toHaveCount(0);
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await stepLink.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${PLAYER_E2E.title.replace(':', ' ').replace(/\s+/g, ' ')} - 01 ${await stepTitle(page, published, steps[0])}.mp4`);

  const author = await (await browser.newContext()).newPage();
  await signInQuickly(author, DEMO.publisher);
  await author.goto(`/playermain/${published}`);
  await author.getByRole('toolbar', { name: 'Player controls' }).getByRole('button', { name: 'Settings' }).click();
  await expect(author.getByRole('dialog', { name: 'Settings' }).getByRole('link', { name: 'Download the original video' })).toHaveAttribute('href', `/api/v1/workflows/${published}/download`);
});

async function stepTitle(page: Page, workflowId: string, stepId: string) {
  const { items } = (await (await page.request.get(`/api/v1/workflows/${workflowId}/steps`)).json()) as { items: { id: string; title: string }[] };
  return items.find((s) => s.id === stepId)!.title;
}
