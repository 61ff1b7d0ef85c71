import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { E2E } from './fixtures';
import { PLAYER_E2E, PLAYER_FIXTURES_FILE, type PlayerFixtures } from './player-seed';
import { expectAccessible, signInQuickly } from './support';

/**
 * Issue 20: a share with a message, sent from the player, reaches the recipient's bell while their
 * page stays open (server-sent events; no reload), in two browser contexts.
 */
test('a share with a message arrives in the recipient’s bell live', async ({ browser }) => {
  // Two signed-in contexts, a player page and an axe run: slow on a busy machine.
  test.setTimeout(180_000);
  const { published } = JSON.parse(readFileSync(PLAYER_FIXTURES_FILE, 'utf8')) as PlayerFixtures;
  const recipientContext = await browser.newContext();
  const senderContext = await browser.newContext();
  try {
    const recipient = await recipientContext.newPage();
    await signInQuickly(recipient, E2E.shareRecipient);
    const streaming = recipient.waitForResponse((r) => r.url().endsWith('/api/v1/notifications/stream') && r.status() === 200);
    await recipient.goto('/home/overview');
    await streaming;
    await expect(recipient.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    const sender = await senderContext.newPage();
    await signInQuickly(sender, E2E.shareSender);
    await sender.goto(`/playermain/${published}`);
    await sender.getByRole('banner').getByRole('button', { name: 'Share' }).click();
    const dialog = sender.getByRole('dialog', { name: `Share “${PLAYER_E2E.title}”` });
    await expect(dialog).toBeVisible();
    const send = dialog.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();

    const search = dialog.getByRole('combobox', { name: 'People and teams' });
    await search.fill('Remy');
    const option = dialog.getByRole('option', { name: /Remy Recipient/ });
    await expect(option).toBeVisible();
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(dialog.getByRole('list', { name: 'Selected recipients' }).getByText('Remy Recipient')).toBeVisible();
    await expect(dialog).toBeVisible();

    const message = dialog.getByRole('textbox', { name: 'Message (optional)' });
    await message.fill('Watch this\nbefore the shift');
    await message.press('Enter');
    await expect(message).toHaveValue('Watch this before the shift');
    await message.fill('x'.repeat(200));
    await expect(message).toHaveValue('x'.repeat(140));
    await expect(dialog.getByText('140 of 140 characters')).toBeVisible();
    await message.fill('Watch this before the shift');
    await expectAccessible(sender);
    await send.click();
    await expect(dialog).toBeHidden();
    await expect(sender.getByRole('status').filter({ hasText: 'Shared with 1 person' })).toBeAttached();

    // The recipient's page was not reloaded: the badge and the list come over the event stream.
    const bell = recipient.getByRole('banner').getByRole('button', { name: 'Notifications, 1 new' });
    await expect(bell).toBeVisible({ timeout: 10_000 });
    await bell.click();
    const entry = recipient.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: `Sage Sender shared the workflow “${PLAYER_E2E.title}” with you` });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('“Watch this before the shift”');

    // The sender's recent recipients remember Remy.
    await sender.getByRole('banner').getByRole('button', { name: 'Share' }).click();
    await expect(sender.getByRole('region', { name: 'Recently shared with' }).getByRole('button', { name: 'Remy Recipient' })).toBeVisible();
  } finally {
    await senderContext.close();
    await recipientContext.close();
  }
});
