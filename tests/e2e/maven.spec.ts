import { expect, test, type Page } from '@playwright/test';
import { MAVEN_E2E as M } from './maven-seed';
import { expectAccessible, signInQuickly } from './support';

/**
 * The assistant (issue 19) with no model configured: the answer quotes the best passages (the
 * extractive answer) and streams in; its citation opens the player on the cited step at the cited
 * second. /maven keeps the chat in its history; the player's Q&A tab answers the same way and its
 * citation seeks the player. Rows: tests/e2e/maven-seed.ts.
 */
const stepIndex = (page: Page) => page.locator('[data-mode]').first();
const videoTime = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);

test('asks on /maven, watches the extractive answer stream in, opens the cited step at its second; history and clear', async ({ page }) => {
  await signInQuickly(page, M.user);
  await page.goto('/maven');
  await expect(page.getByRole('heading', { level: 1, name: 'Maven' })).toBeVisible();
  const history = page.getByRole('navigation', { name: 'Chat history' });
  await expect(history.getByText('No conversations yet.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ask Maven' })).toBeVisible();
  await expectAccessible(page);

  const input = page.getByRole('textbox', { name: 'Your question' });
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await input.fill(M.question);
  await input.press('Enter');
  // Focus stays in the question box, emptied for the next question.
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByTestId('chat-item')).toHaveCount(1);
  await expect(log).toContainText(M.question);
  await expect(log).toContainText('twelve newton metres', { timeout: 20_000 });
  await expect(log.getByText('Quoted passages')).toBeVisible();
  await expect(history.getByRole('button', { name: /What torque/ })).toBeVisible();
  await expectAccessible(page);

  // The sources side-modal lists the references.
  await log.getByRole('button', { name: /^Sources \(\d+\)$/ }).click();
  const sources = page.getByRole('dialog', { name: 'Sources' });
  await expect(sources.getByRole('button', { name: new RegExp(M.title) }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sources).toBeHidden();

  // A like is kept (it reloads the history).
  const like = log.getByRole('button', { name: 'Helpful', exact: true });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  // The citation of the torque passage: the player opens on step 2 at 8 s of the recording (2 s into the step).
  const marker = log.getByRole('button', { name: new RegExp(`^Source \\d+: ${M.title}.*at 00:08$`) }).first();
  await marker.click();
  await expect(page).toHaveURL(/\/playermain\/[0-9a-f-]{36}\/[0-9a-f-]{36}\?videoTime=8$/);
  await expect(stepIndex(page)).toHaveAttribute('data-step-index', '1', { timeout: 20_000 });
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(1.9);

  // Back on /maven: the chat is in the history; clearing asks first, then empties it.
  await page.goto('/maven');
  await history.getByRole('button', { name: /What torque/ }).click();
  await expect(log).toContainText('twelve newton metres');
  await page.getByRole('button', { name: 'Clear history' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear the conversation history?' });
  await confirm.getByRole('button', { name: 'Clear' }).click();
  await expect(history.getByText('No conversations yet.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ask Maven' })).toBeVisible();
});

test('the player’s Q&A tab: presets, a streamed answer whose citation seeks the player, shortcuts off while typing, gone in theater mode', async ({ page }) => {
  await signInQuickly(page, M.user);
  const res = await page.request.post('/api/v1/workflows/search', { data: { filters: { keyword: 'gearbox cover' } } });
  const { items } = (await res.json()) as { items: { id: string; title: string }[] };
  const id = items.find((i) => i.title === M.title)!.id;
  await page.goto(`/playermain/${id}`);
  await page.getByRole('toolbar', { name: 'Player controls' }).getByRole('button', { name: 'Toolbox' }).click();
  const toolbox = page.getByRole('complementary', { name: 'Toolbox' });
  await toolbox.getByRole('tab', { name: 'Q&A' }).click();
  const panel = toolbox.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Ask about this workflow' })).toBeVisible();
  // The workflow's preset questions: one per step.
  await expect(panel.getByText('Suggested questions')).toBeVisible();
  await expect(panel.getByRole('button', { name: /^What happens in “Loosen the collet nut/ })).toBeVisible();

  const input = panel.getByRole('textbox', { name: 'Your question' });
  await input.fill('torque cover bolts');
  // Typing a space or T in the question box neither pauses nor switches to theater.
  await input.press('Space');
  await input.press('t');
  await expect(input).toHaveValue('torque cover bolts t');
  await expect(page.locator('[data-mode]').first()).toHaveAttribute('data-screen', 'window');
  await input.press('Enter');
  const log = panel.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText('twelve newton metres', { timeout: 20_000 });
  await expectAccessible(page);

  await log.getByRole('button', { name: new RegExp(`^Source \\d+: ${M.title}.*at 00:08$`) }).first().click();
  await expect(stepIndex(page)).toHaveAttribute('data-step-index', '1', { timeout: 20_000 });
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(1.9);

  // Theater mode has no Q&A: the toolbox falls back to Steps (this workflow has no summary).
  await page.getByRole('toolbar', { name: 'Player controls' }).getByRole('button', { name: /theater/i }).click();
  await expect(toolbox.getByRole('tab', { name: 'Q&A' })).toHaveCount(0);
  await expect(toolbox.getByRole('tab', { name: 'Steps' })).toHaveAttribute('aria-selected', 'true');
});
