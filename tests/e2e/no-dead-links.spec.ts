import { expect, test, type Browser, type Locator, type Page, type Request } from '@playwright/test';
import { LINKS_E2E } from './links-seed';
import { DEMO, expectShell, signInQuickly } from './support';

/**
 * Issue 14: no menu item, header button, card menu or notification leads to a 404 (the card's
 * edit tool and the review notification lead to the builder since issue 16). Every role of
 * the demo opens its usual pages; every same-origin link they render (side menu, header, user
 * menu, create menu, card menus) and every notification target is then requested with that
 * role's cookies, following redirects.
 */
type Account = { role: string; login: string; clientKey?: string };
const ACCOUNTS: Account[] = [
  { role: 'super admin', login: DEMO.super },
  { role: 'org admin', login: DEMO.admin },
  { role: 'workspace admin', login: DEMO.wsadmin },
  { role: 'publisher', login: DEMO.publisher },
  { role: 'viewer', login: DEMO.viewer },
  { role: 'shared-device account', login: 'line1.shared', clientKey: 'demo' },
  { role: 'publisher with every kind of notification', login: LINKS_E2E.user },
];

/** Same-origin paths (with query) of the links in `scope`; the hash never reaches the server. */
async function hrefsIn(page: Page, scope: Locator): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const urls = await scope.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return urls.map((href) => new URL(href)).filter((url) => url.origin === origin).map((url) => url.pathname + url.search);
}

// Requests no link depends on: those that stay open while the page is in use (the bell's event
// stream, a player's video) and the router's prefetches of the pages linked from this one (a
// dozen or more per page, slow under load), which Playwright's networkidle waited for as well.
const LONG_LIVED = new Set(['eventsource', 'media', 'websocket']);
const QUIET_MS = 500;
const isPrefetch = (request: Request) => {
  const headers = request.headers();
  return headers['next-router-prefetch'] !== undefined || headers['next-router-segment-prefetch'] !== undefined;
};

/** Counts the page's requests in flight, leaving out those above. */
function watchRequests(page: Page) {
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (!LONG_LIVED.has(request.resourceType()) && !isPrefetch(request)) inFlight.add(request);
  });
  const done = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return inFlight;
}

/** A page is ready when no request of its own has been in flight for half a second (10 s at most). */
async function settle(page: Page, inFlight: Set<Request>) {
  const deadline = Date.now() + 10_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    await page.waitForTimeout(50);
  }
}

/** Opens a menu with its button, collects the menu's links and closes it again. */
async function menuHrefs(page: Page, trigger: Locator): Promise<string[]> {
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const hrefs = await hrefsIn(page, menu);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  return hrefs;
}

type Collector = { hrefs: Set<string>; cardMenus: Set<string>; shellMenus: boolean; inFlight: Set<Request> };

/** Everything a signed-in page offers: its links, and the links in the menus the shell and cards open. */
async function collectPage(page: Page, path: string, found: Collector) {
  await page.goto(path);
  await settle(page, found.inFlight);
  const hasShell = (await page.getByRole('banner').getByRole('button', { name: /^Account menu for / }).count()) > 0;
  if (hasShell) await expectShell(page);
  for (const href of await hrefsIn(page, page.locator('body'))) found.hrefs.add(href);
  // The account and create menus are the shell's, the same on every page: opened once per account.
  if (hasShell && !found.shellMenus) {
    found.shellMenus = true;
    for (const href of await menuHrefs(page, page.getByRole('button', { name: /^Account menu for / }))) found.hrefs.add(href);
    const create = page.getByRole('banner').getByRole('button', { name: 'Create new content' });
    if ((await create.count()) > 0) for (const href of await menuHrefs(page, create)) found.hrefs.add(href);
  }
  // Each card's ⋯ menu once per account: the same card shows on several pages.
  for (const trigger of await page.getByRole('article').getByRole('button', { name: /^Actions for / }).all()) {
    const name = (await trigger.getAttribute('aria-label')) ?? '';
    if (found.cardMenus.has(name)) continue;
    found.cardMenus.add(name);
    for (const href of await menuHrefs(page, trigger)) found.hrefs.add(href);
  }
}

type Listed = { items: { target: { href: string } | null }[]; total: number };

/** The notification entries' targets, as the bell's panel lists them (its entries are buttons). */
async function notificationHrefs(page: Page): Promise<string[]> {
  await page.goto('/home/overview');
  await expectShell(page);
  const listed = (await (await page.request.get('/api/v1/notifications?page=1&size=50')).json()) as Listed;
  await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('listitem')).toHaveCount(Math.min(listed.total, listed.items.length));
  await page.keyboard.press('Escape');
  return listed.items.flatMap((item) => (item.target ? [item.target.href] : []));
}

async function signedInPage(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInQuickly(page, account.login, { clientKey: account.clientKey ?? '' });
  return page;
}

const PARALLEL_CHECKS = 4;
const first = (hrefs: Iterable<string>, prefix: string) => [...hrefs].find((href) => href.startsWith(prefix));
// Known players for the account that lists none itself (the shared device opens them by QR code).
const knownPlayers = new Set<string>();

for (const account of ACCOUNTS) {
  test(`every link and menu item the ${account.role} is shown leads to a page`, async ({ browser }) => {
    test.setTimeout(300_000);
    const page = await signedInPage(browser, account);
    const found: Collector = { hrefs: new Set(), cardMenus: new Set(), shellMenus: false, inFlight: watchRequests(page) };
    const visited = new Set<string>();
    const visit = async (path: string | undefined) => {
      if (!path || visited.has(path)) return;
      visited.add(path);
      await collectPage(page, path, found);
    };

    await page.goto('/');
    const home = new URL(page.url()).pathname;
    await visit(home);
    await visit('/home/overview');
    await visit('/owned-by-me');
    await visit(first(found.hrefs, '/workspace/'));
    if (found.hrefs.has('/admin')) {
      await visit('/admin');
      const adminPages = await hrefsIn(page, page.getByRole('navigation', { name: 'Administration' }));
      expect(adminPages.length, 'the admin menu lists its pages').toBeGreaterThan(0);
      for (const path of adminPages) await visit(path);
    }
    await visit('/UserProfile');
    const player = first(found.hrefs, '/playermain/') ?? first(knownPlayers, '/playermain/');
    expect(player, 'a player to open').toBeTruthy();
    knownPlayers.add(player!);
    await visit(player);
    if (home !== '/shared') for (const href of await notificationHrefs(page)) found.hrefs.add(href);

    // A few at a time: each is a server render of its own.
    const dead: string[] = [];
    const queue = [...found.hrefs].sort();
    const check = async () => {
      for (let href = queue.shift(); href !== undefined; href = queue.shift()) {
        const response = await page.request.get(href);
        if (response.status() === 404) dead.push(`${href} → ${new URL(response.url()).pathname}`);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_CHECKS }, check));
    dead.sort();
    expect(found.hrefs.size).toBeGreaterThan(3);
    expect(dead, `links that answer 404 for the ${account.role}`).toEqual([]);
    await page.context().close();
  });
}

test('a smart-instruction share opens the smart instruction; a review request opens the builder, a skill the skill player', async ({ page }) => {
  await signInQuickly(page, LINKS_E2E.user);
  await page.goto('/home/overview');
  await expectShell(page);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  // Smart instructions are installed (issue 21): their share opens the smart instruction (one deleted since reads as not found).
  const sop = panel.getByRole('button', { name: /Changeover/ });
  await expect(sop.getByRole('img', { name: 'Unread' })).toBeVisible();
  await sop.click();
  await page.waitForURL((url) => url.pathname.startsWith('/smart-instruction/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This smart instruction does not exist or you cannot see it.');
  await page.goto('/home/overview');
  await expectShell(page);
  await bell.click();
  await expect(sop.getByRole('img', { name: 'Unread' })).toHaveCount(0);

  // Spec 02 §4: review-workflow opens the builder (installed with issue 16).
  await panel.getByRole('button', { name: /review/i }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/buildermain/'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Builder');

  // Skill types open the skill player (issue 20) after the spec's 300 ms.
  await page.goto('/home/overview');
  await expectShell(page);
  await bell.click();
  await panel.getByRole('button', { name: /Line safety/ }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/skillplayer'));
});
