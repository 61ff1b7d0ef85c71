import { expect, test, type Page } from '@playwright/test';
import { CONSENTS_E2E as C } from './consents-seed';
import { expectAccessible, expectShell, signInQuickly } from './support';

/**
 * Consents (issue 22): an organisation admin sets up a required consent and a tracking consent;
 * members meet them in a popup that cannot be dismissed. Refusing the required one signs the member
 * out (asked again at the next sign-in); the tracking one may be refused and changed later in the
 * profile. Rows: tests/e2e/consents-seed.ts (an organisation of its own).
 */
const RULES = 'Plant rules';
const TRACKING = 'Viewing statistics';

const signIn = (page: Page, email: string) => signInQuickly(page, email, { clientKey: C.clientKey });

test('an organisation admin sets up a required consent and a tracking consent', async ({ page }) => {
  await signIn(page, C.admin);
  await page.goto('/admin/consents');
  await expect(page.getByRole('heading', { level: 1, name: 'Consents' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Consents' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'New consent' }).click();
  let form = page.getByRole('dialog', { name: 'New consent' });
  await form.getByRole('textbox', { name: 'Name' }).fill(RULES);
  await form.getByRole('textbox', { name: 'Text people read' }).fill('Wear safety glasses on the floor.\nReport every incident.');
  await form.getByRole('switch', { name: 'Required' }).click();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${RULES}” was created.` })).toBeVisible();

  await page.getByRole('button', { name: 'New consent' }).click();
  form = page.getByRole('dialog', { name: 'New consent' });
  await form.getByRole('textbox', { name: 'Name' }).fill(TRACKING);
  await form.getByRole('textbox', { name: 'Text people read' }).fill('We record what you watch with your name to improve training.');
  await form.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Tracking' });
  // A tracking consent is never required.
  await expect(form.getByRole('switch', { name: 'Required' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Create' }).click();
  const table = page.getByRole('table', { name: 'Consents' });
  await expect(table.getByRole('row', { name: new RegExp(TRACKING) })).toContainText('Tracking');
  await expect(table.getByRole('row', { name: new RegExp(RULES) })).toContainText('Yes');
  await expectAccessible(page);

  // The admin is a member too: the popup asks them on the next page.
  await page.reload();
  await expect(page.getByRole('dialog', { name: RULES })).toBeVisible();
  await page.getByRole('dialog', { name: RULES }).getByRole('button', { name: 'I agree' }).click();
  await page.getByRole('dialog', { name: TRACKING }).getByRole('button', { name: 'I agree' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(table.getByRole('row', { name: new RegExp(RULES) })).toContainText(/Yes\s*1\s*0/);
});

test('a member must agree to the required consent, and may refuse tracking and change it later', async ({ page }) => {
  await signIn(page, C.member);
  await page.goto('/home/overview');
  const rules = page.getByRole('dialog', { name: RULES });
  await expect(rules).toBeVisible();
  await expect(rules).toContainText('Consent 1 of 2');
  await expect(rules).toContainText('Required');
  await expect(rules.getByRole('region', { name: `Text of “${RULES}”` })).toContainText('Wear safety glasses');
  await expect(rules.getByRole('region', { name: `Text of “${RULES}”` })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(rules).toBeVisible();

  await rules.getByRole('button', { name: 'I do not agree' }).click();
  await expect(rules.getByRole('status').or(rules.getByRole('alert')).filter({ hasText: 'you are signed out' })).toBeVisible();
  await rules.getByRole('button', { name: 'Do not agree and sign out' }).click();
  await expect(page).toHaveURL(/loggedOut=1/);

  await signIn(page, C.member);
  await page.goto('/home/overview');
  await expect(rules).toBeVisible();
  await rules.getByRole('button', { name: 'I agree' }).click();
  const tracking = page.getByRole('dialog', { name: TRACKING });
  await expect(tracking).toContainText('your viewing is then counted without your name or device');
  await tracking.getByRole('button', { name: 'I do not agree' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectShell(page);

  await page.goto('/UserProfile');
  const section = page.getByRole('region', { name: 'Consents' });
  await expect(section.getByRole('listitem').filter({ hasText: TRACKING })).toContainText('You did not agree');
  await expect(section.getByRole('listitem').filter({ hasText: RULES })).toContainText('You agreed');
  await expectAccessible(page);
  await section.getByRole('button', { name: `I agree – ${TRACKING}` }).click();
  await expect(section.getByRole('status')).toHaveText(`Your answer to “${TRACKING}” was saved.`);
  await expect(section.getByRole('listitem').filter({ hasText: TRACKING })).toContainText('You agreed');
});
