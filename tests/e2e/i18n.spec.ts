import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './fixtures';
import { DEMO, expectShell, openUserMenu, signInQuickly } from './support';

/**
 * Spec §9 languages: the menu stores the choice (cookie; the profile when signed in) and reloads
 * in it. Texts are compared with the Chinese catalogue itself, so rewording stays green.
 */
const zh = JSON.parse(readFileSync('messages/zh.json', 'utf8'));
const fill = (text: string, name: string) => text.replace('{name}', name);

async function chooseLanguage(page: Page, trigger: RegExp, language: string) {
  await page.getByRole('button', { name: trigger }).click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

/** The user menu's language submenu, by keyboard (a diagonal mouse path would close it). */
async function openLanguageSubmenu(page: Page, name: RegExp) {
  await page.getByRole('menuitem', { name }).press('ArrowRight');
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
}

test('the login page switches to Chinese and back from its language menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await chooseLanguage(page, /^Language: English$/, '简体中文');

  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('heading', { name: zh.login.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: zh.login.next })).toBeVisible();
  await expect(page.getByRole('textbox', { name: zh.login.emailOrId })).toBeVisible();

  await chooseLanguage(page, new RegExp(`^${zh.common.language}: 简体中文$`), 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
});

test('a signed-in switch from the user menu is kept in the profile', async ({ page }) => {
  await signInQuickly(page, E2E.i18nUser);
  await page.goto('/home/overview');
  await expectShell(page);
  await page.getByRole('button', { name: 'Account menu for Ines Language' }).click();
  await openLanguageSubmenu(page, /^Language/);
  await page.getByRole('menuitemradio', { name: '简体中文' }).press('Enter');

  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('heading', { name: fill(zh.home.welcome, 'Ines Language') })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: zh.nav.home })).toBeVisible();

  // Without the language cookie the profile still says Chinese.
  const others = (await page.context().cookies()).filter((c) => c.name !== 'NEXT_LOCALE');
  await page.context().clearCookies();
  await page.context().addCookies(others);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');

  await page.getByRole('button', { name: fill(zh.header.userMenu, 'Ines Language') }).click();
  await openLanguageSubmenu(page, new RegExp(`^${zh.header.language}`));
  await page.getByRole('menuitemradio', { name: 'English' }).press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Welcome, Ines Language' })).toBeVisible();
});

test('pages bring their client messages as scripts the browser keeps; a client-side navigation loads the next page\'s', async ({ page }) => {
  await signInQuickly(page, DEMO.viewer);
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/v1/i18n/')) scripts.push(`${new URL(res.url()).pathname} ${res.headers()['cache-control']}`);
  });
  const answer = await page.goto('/home/overview');
  await expectShell(page);
  // The shell's and the library's catalogues come as two scripts, not inside the page.
  expect(scripts.filter((s) => s.endsWith('.js public, max-age=31536000, immutable'))).toHaveLength(2);
  const html = await answer!.text();
  expect(html).toContain('/api/v1/i18n/en/cardTools,');
  expect(html).not.toMatch(/\\?"(cardTools|errors|rules)\\?":\{/);
  await expect(page.getByRole('heading', { name: 'Recently published' })).toBeVisible();

  // The profile page's catalogue was not in this page: the client fetches it as data.
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Profile' }).click();
  await page.waitForURL('**/UserProfile');
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Password', level: 2 })).toBeVisible();
  expect(scripts.some((s) => /\/en\/[^/]*profile[^/]*\/[\w-]+\.json /.test(s))).toBe(true);
});
