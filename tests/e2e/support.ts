import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-Passw0rd!';
const SERVER_LOG = '.data/e2e/server.log';

/** The demo organisation's accounts (lib/demo/seed.ts). */
export const DEMO = {
  super: 'super@demo.example.com',
  admin: 'admin@demo.example.com',
  wsadmin: 'wsadmin@demo.example.com',
  publisher: 'publisher@demo.example.com',
  viewer: 'viewer@demo.example.com',
} as const;

/**
 * The embedded email delivery writes one `[mail] to=… kind=… subject=… link=…` line per email to
 * the server log; this returns the link of the newest email to `to` (waiting for it to arrive).
 * Links are absolute on NEXTAUTH_URL; the path alone keeps the test on its own base URL.
 */
export async function latestMailLink(to: string, kind?: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = readFileSync(SERVER_LOG, 'utf8').split('\n').filter((l) => l.includes('[mail]') && l.includes(`to=${to} `));
    const line = [...lines].reverse().find((l) => !kind || l.includes(`kind=${kind}`));
    const link = line?.match(/link=(\S+)/)?.[1];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} in the server log`);
}

/** How many emails of a kind the log holds for an address (to wait for a new one). */
export function mailCount(to: string, kind: string): number {
  return readFileSync(SERVER_LOG, 'utf8')
    .split('\n')
    .filter((l) => l.includes('[mail]') && l.includes(`to=${to} `) && l.includes(`kind=${kind}`)).length;
}

/** The path and query of an absolute link, to open it on the test's own host. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

/**
 * Fails on any serious or critical axe violation, listing them readably. Every rule still runs;
 * only violations are reported in full (axe then skips building selectors for every passing node).
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The two login steps as a person does them: email or ID, Next, password, Log in. */
export async function fillLogin(page: Page, login: string, password = DEMO_PASSWORD) {
  await page.getByRole('textbox', { name: 'Email or employee ID' }).fill(login);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Signs in through the login page and waits for the page the login sends to. */
export async function logIn(page: Page, login: string, { password = DEMO_PASSWORD, from = '/', landsOn = '/home/overview' } = {}) {
  await page.goto(from);
  await fillLogin(page, login, password);
  await page.waitForURL((url) => url.pathname === landsOn);
}

/**
 * Signs in without the login page (next-auth's credentials callback, as its client calls it), for
 * tests about what comes after. The cookie lands in the page's browser context.
 */
export async function signInQuickly(page: Page, login: string, { password = DEMO_PASSWORD, clientKey = '' } = {}) {
  const { csrfToken } = await (await page.request.get('/api/auth/csrf')).json();
  const res = await page.request.post('/api/auth/callback/credentials', {
    form: { csrfToken, login, password, clientKey, json: 'true' },
    headers: { 'x-auth-return-redirect': '1' },
  });
  expect(res.ok()).toBe(true);
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(typeof session?.sid, `signed in as ${login}`).toBe('string');
}

/** The signed-in shell has rendered its header and (after the IP check) its side menu. */
export async function expectShell(page: Page) {
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu for / })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

/** An alert with this text (Next's route announcer is an empty alert of its own). */
export const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Opens the avatar menu in the header. */
export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  return page.getByRole('menu');
}
