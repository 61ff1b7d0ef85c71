import { expect, test, type Browser, type Page } from '@playwright/test';
import { PANELS_E2E, panelsIds } from './player-panels-seed';
import { expectAccessible, signInQuickly } from './support';

/**
 * Issue 5: the public page without an account (metadata, JSON-LD, transcript), comments and
 * reactions by two people, and tracking written after playback and after a reload mid-play.
 */

async function personPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInQuickly(page, email);
  return page;
}

/** Plays the current step for a while through the video element (muted, so no gesture is needed). */
async function play(page: Page, seconds: number) {
  const video = page.locator('video').first();
  await expect(video).toBeAttached();
  // play() is rejected when the stream's source is attached just after it: ask again while paused.
  const playing = () =>
    video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      if (v.paused) await v.play().catch(() => undefined);
      return v.currentTime;
    });
  await expect.poll(playing, { timeout: 20_000 }).toBeGreaterThan(seconds);
}

const view = async (page: Page, workflowId: string) =>
  (await (await page.request.get(`/api/v1/tracking?workflowId=${workflowId}`)).json()).item as { playedSeconds: number; stepId: string | null; position: number } | null;

test.describe('public player page', () => {
  test('renders for a visitor without an account, readable by crawlers', async ({ page }) => {
    const { workflowId, stepIds } = panelsIds();
    const response = await page.goto(`/p/${workflowId}`);
    expect(response?.status()).toBe(200);
    // Other sites may frame the public player; signed-in pages stay unframeable.
    expect(response?.headers()['content-security-policy']).toMatch(/(^|; )frame-ancestors \*(;|$)/);
    await expect(page.locator('main > header').getByRole('heading', { level: 1, name: PANELS_E2E.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Transcript' })).toBeVisible();
    await expect(page.getByText(PANELS_E2E.sentence)).toBeVisible();

    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/p/${workflowId}$`));
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /Welcome to the machine safety training/);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', PANELS_E2E.title);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`/api/v1/public/media/workflows/${workflowId}/poster$`));
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]');
    expect(ld.map((x: { '@type': string }) => x['@type'])).toEqual(['VideoObject', 'HowTo']);
    expect(ld[0].transcript).toContain(PANELS_E2E.sentence);
    expect(ld[1].step).toHaveLength(stepIds.length);

    // The poster link previews use redirects to a fresh signed URL; the playlist needs no account.
    const poster = await page.request.get(`/api/v1/public/media/workflows/${workflowId}/poster`, { maxRedirects: 0 });
    expect(poster.status()).toBe(302);
    const master = await page.request.get(`/api/v1/public/media/workflows/${workflowId}/steps/${stepIds[0]}/master.m3u8`);
    expect(master.status()).toBe(200);
    expect(await master.text()).toContain('#EXTM3U');

    // Comments and reactions are never on the public player.
    await expect(page.getByRole('heading', { name: /^Comments/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^React/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('plays, and the full-screen variant is not indexed', async ({ page }) => {
    const { workflowId, stepIds } = panelsIds();
    const response = await page.goto(`/playerfullscreenpublic/${workflowId}/${stepIds[0]}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await play(page, 1);
  });

  test('answers 404 for drafts, organisations without public sharing and unknown ids', async ({ page }) => {
    const { draftWorkflowId, closedWorkflowId } = panelsIds();
    for (const id of [draftWorkflowId, closedWorkflowId, '99999999-9999-4999-8999-999999999999']) {
      expect((await page.goto(`/p/${id}`))?.status(), id).toBe(404);
    }
    expect((await page.request.get('/home/overview', { maxRedirects: 0 })).headers()['content-security-policy']).toMatch(/(^|; )frame-ancestors 'self'(;|$)/);
  });
});

test.describe('comments and reactions', () => {
  test('two people comment, react and see each other', async ({ browser }) => {
    const { workflowId } = panelsIds();
    const cara = await personPage(browser, PANELS_E2E.commenter);
    await cara.goto(`/playermain/${workflowId}`);
    const panel = cara.getByRole('region', { name: /^Comments/ });
    await expect(panel.getByText('No comments yet')).toBeVisible();
    await expect(panel.getByText('Make the first comment on this workflow.')).toBeVisible();

    const box = panel.getByRole('textbox', { name: 'Write a comment' });
    await box.fill('x'.repeat(1001));
    await expect(panel.getByRole('alert')).toHaveText('A comment can have at most 1000 characters.');
    await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
    await box.fill('  Check the seal before closing the cover.  ');
    await panel.getByRole('button', { name: 'Send' }).click();
    const mine = panel.getByRole('article', { name: 'Comment by Cara Comment' });
    await expect(mine).toContainText('Check the seal before closing the cover.');
    await expect(box).toHaveValue('');

    await mine.getByRole('button', { name: 'Edit the comment by Cara Comment' }).click();
    const edit = mine.getByRole('textbox', { name: 'Edit your comment' });
    await expect(mine.getByRole('button', { name: 'Save' })).toBeDisabled();
    await edit.fill('Check the seal for cracks before closing the cover.');
    await mine.getByRole('button', { name: 'Save' }).click();
    await expect(mine.getByRole('status')).toHaveText('Changes saved');
    await expect(mine.getByRole('status')).toHaveCount(0, { timeout: 3000 });
    await expect(mine.getByRole('link', { name: 'Profile of Cara Comment' })).toHaveAttribute('href', /^\/[0-9a-f-]{36}$/);
    await expectAccessible(cara);

    const rex = await personPage(browser, PANELS_E2E.reactor);
    await rex.goto(`/playermain/${workflowId}`);
    const rexPanel = rex.getByRole('region', { name: /^Comments/ });
    const caras = rexPanel.getByRole('article', { name: 'Comment by Cara Comment' });
    await expect(caras).toContainText('Check the seal for cracks');
    await expect(caras.getByRole('button', { name: /^(Edit|Delete)/ })).toHaveCount(0);
    await caras.getByRole('button', { name: 'Add a reaction' }).click();
    await rex.getByRole('button', { name: 'React with 👍' }).click();
    await expect(caras.getByRole('button', { name: '👍 1 reaction' })).toHaveAttribute('aria-pressed', 'true');

    await rex.getByRole('button', { name: 'React: Like it' }).click();
    await expect(rex.getByRole('button', { name: 'Remove your reaction: Like it' })).toBeVisible();
    await expect(rex.getByRole('button', { name: '1 – see all reactions' })).toHaveText('1');

    // Cara sees both after a reload: the emoji on her comment and the reaction in the popup.
    await expect.poll(async () => (await (await cara.request.get(`/api/v1/workflows/${workflowId}/reactions`)).json()).item.total, { timeout: 5000 }).toBe(1);
    await cara.reload();
    const again = cara.getByRole('region', { name: /^Comments/ }).getByRole('article', { name: 'Comment by Cara Comment' });
    await expect(again.getByRole('button', { name: '👍 1 reaction' })).toHaveAttribute('aria-pressed', 'false');
    await cara.getByRole('button', { name: '1 – see all reactions' }).click();
    const dialog = cara.getByRole('dialog', { name: 'Reactions' });
    await expect(dialog.getByRole('tab', { name: /All/ })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tabpanel')).toContainText('Rex React');
    await expect(dialog.getByRole('link', { name: 'Profile of Rex React (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    await dialog.getByRole('tab', { name: /Great content/ }).click();
    await expect(dialog.getByRole('tabpanel')).toContainText('No reactions yet.');
    await expectAccessible(cara);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Delete: gone for both.
    await again.getByRole('button', { name: 'Delete the comment by Cara Comment' }).click();
    await cara.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(cara.getByRole('region', { name: /^Comments/ }).getByText('No comments yet')).toBeVisible();
    await rex.reload();
    await expect(rex.getByRole('region', { name: /^Comments/ }).getByText('No comments yet')).toBeVisible();
  });
});

test.describe('tracking', () => {
  test('writes played time after playback and after a reload mid-play', async ({ browser }) => {
    test.setTimeout(120_000);
    const { workflowId } = panelsIds();
    const page = await personPage(browser, PANELS_E2E.tracker);
    await page.goto(`/playermain/${workflowId}`);
    await play(page, 4);
    await page.locator('video').first().evaluate((v: HTMLVideoElement) => v.pause());
    // The first sync waits at most 15 s after the page's opening sync.
    await expect.poll(async () => (await view(page, workflowId))?.playedSeconds ?? 0, { timeout: 30_000, intervals: [1000] }).toBeGreaterThan(3);
    const before = (await view(page, workflowId))!.playedSeconds;

    // Playing again, then a reload before any sync: the exit beacon (or the next page's queue) brings it in.
    await play(page, 8);
    await page.reload();
    await expect.poll(async () => (await view(page, workflowId))?.playedSeconds ?? 0, { timeout: 30_000, intervals: [1000] }).toBeGreaterThan(before + 2);
    expect((await view(page, workflowId))!.stepId).not.toBeNull();
  });
});
