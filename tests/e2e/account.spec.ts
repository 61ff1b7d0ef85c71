import { expect, test, type Page } from '@playwright/test';
import { E2E } from './fixtures';
import { alertWith, DEMO, DEMO_PASSWORD, expectAccessible, expectShell, fillLogin, latestMailLink, mailCount, pathOf, signInQuickly } from './support';

/**
 * The account pages reached from emails (spec §2, §5): the links are read from the server log,
 * where the embedded email delivery writes them, and opened as the recipient would.
 */
const NEW_PASSWORD = 'Fresh-Start9!';

const rule = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

test('a password reset through the emailed link signs the person in with the new password', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email or employee ID' }).fill(E2E.resetUser);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(E2E.resetUser);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectAccessible(page);

  const link = await latestMailLink(E2E.resetUser, 'reset');
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(`Set a new password for ${E2E.resetUser}.`)).toBeVisible();
  await expectAccessible(page);

  // The checklist follows the typing: each rule flips from "not yet" to "done".
  const password = page.getByLabel('New password', { exact: true });
  await password.fill('fresh');
  await expect(rule(page, 'Include a number.')).toContainText('(not yet)');
  await expect(rule(page, 'Include an uppercase letter.')).toContainText('(not yet)');
  await expect(rule(page, 'Include a lowercase letter.')).toContainText('(done)');
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await password.fill(NEW_PASSWORD);
  for (const text of ['Use 10 to 25 characters.', 'Include a number.', 'Include an uppercase letter.', 'Include a special character.']) {
    await expect(rule(page, text)).toContainText('(done)');
  }
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await confirm.click();
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
  await page.waitForURL('**/home/overview');
  await expectShell(page);

  // Signed out again: the old password no longer works, the new one does.
  // Leave the signed-in page first: it would notice the lost session and navigate to the login.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto('/');
  await fillLogin(page, E2E.resetUser, DEMO_PASSWORD);
  await expect(alertWith(page, 'The email, ID or password is incorrect.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/home/overview');

  // The link worked once: opened again it explains itself and offers a fresh one.
  // Leave the signed-in page first: it would notice the lost session and navigate to the login.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto(pathOf(link));
  await page.waitForURL((url) => url.pathname.startsWith('/emailexpired/reset/'));
  await expect(page.getByRole('heading', { name: 'This reset link has expired' })).toBeVisible();
  await expectAccessible(page);
  const before = mailCount(E2E.resetUser, 'reset');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(E2E.resetUser);
  await page.getByRole('button', { name: 'Send a new reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a new link is on its way' })).toBeVisible();
  await expect.poll(() => mailCount(E2E.resetUser, 'reset')).toBe(before + 1);
});

test('an invitation link lets the invitee choose a name and password and signs them in', async ({ page }) => {
  const link = await latestMailLink(E2E.invitee, 'invite');
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByText(`You have been invited to Demo Manufacturing as ${E2E.invitee}.`)).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('New Hire');
  await expectAccessible(page);

  await page.getByLabel('Full name').fill('Nova Hire');
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await page.waitForURL('**/home/overview');
  await expectShell(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Nova Hire' })).toBeVisible();

  // Used once, the invitation link now explains that it has expired.
  // Leave the signed-in page first: it would notice the lost session and navigate to the login.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'This invitation has expired' })).toBeVisible();
  await expectAccessible(page);
});

test('a signed-in visitor who opens an invitation link goes to the home overview', async ({ page }) => {
  await signInQuickly(page, DEMO.viewer);
  await page.goto(pathOf(await latestMailLink(E2E.inviteeSignedIn, 'invite')));
  await expect(page).toHaveURL((url) => url.pathname === '/home/overview');
  await expectShell(page);
});
