import { expect, test, type Page } from '@playwright/test';
import { E2E } from './fixtures';
import { DEMO, expectShell, fillLogin, signInQuickly } from './support';

/** Spec §2 and §6: what each role sees in the side menu and where the route rules send it. */
const navItems = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
const sideMenu = (page: Page) => page.getByRole('complementary', { name: 'Side menu' });
const atPath = (path: string) => (url: URL) => url.pathname === path;

const NAV_BY_ROLE = {
  viewer: ['Home'],
  // Skills: the role's skills flag (spec 01 §6; the demo organisation sets no skillsManager list).
  publisher: ['Home', 'Owned by me', 'Skills'],
  // Analytics, and its Quizzes entry because the demo organisation has quizzes on (spec 01 §6).
  wsadmin: ['Home', 'Owned by me', 'Skills', 'Analytics', 'Quizzes', 'Admin'],
  admin: ['Home', 'Owned by me', 'Skills', 'Analytics', 'Quizzes', 'Admin'],
  super: ['Home', 'Owned by me', 'Skills', 'Analytics', 'Quizzes', 'Admin'],
} as const;

for (const [role, items] of Object.entries(NAV_BY_ROLE)) {
  test(`the ${role} side menu lists ${items.join(', ')}`, async ({ page }) => {
    await signInQuickly(page, DEMO[role as keyof typeof DEMO]);
    await page.goto('/home/overview');
    await expectShell(page);
    await expect(navItems(page)).toHaveText([...items]);
  });
}

test('a viewer typing an admin, analytics or authoring address is sent home', async ({ page }) => {
  await signInQuickly(page, DEMO.viewer);
  for (const path of ['/admin/users', '/analytics/main', '/skillbuilder/x1']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(atPath('/home/overview'));
  }
  // The shared-device screen is for shared accounts only.
  await page.goto('/shared');
  await expect(page).toHaveURL(atPath('/home/overview'));
});

test('admins keep the admin and analytics addresses they type', async ({ page }) => {
  await signInQuickly(page, DEMO.wsadmin);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(atPath('/admin/users'));
  await page.goto('/analytics/main');
  await expect(page).toHaveURL(atPath('/analytics/main'));
});

test('a gen2 organisation has no analytics or skills: its admin is sent home', async ({ page }) => {
  await signInQuickly(page, E2E.gen2Admin);
  for (const path of ['/analytics/main', '/skill/home']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(atPath('/home/overview'));
  }
  await page.goto('/admin/users');
  await expect(page).toHaveURL(atPath('/admin/users'));
});

test('a signed-out visit to a signed-in page asks to sign in, then returns there', async ({ page }) => {
  await page.goto('/home/favorites');
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('redirect') === '/home/favorites');
  await fillLogin(page, DEMO.viewer);
  await page.waitForURL('**/home/favorites');
  await expect(page.getByRole('heading', { name: 'Favourites', level: 1 })).toBeVisible();

  // Leave the signed-in page first: its own requests would notice the lost session and navigate.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto('/home/overview');
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('redirect') === '/home/overview');
});

test('an unknown address goes to the root: the login page, or home when signed in', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('redirect'));
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signInQuickly(page, DEMO.viewer);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(atPath('/home/overview'));
});

test('the private "Management Review" workspace shows for its member, not for a viewer', async ({ page }) => {
  await signInQuickly(page, DEMO.wsadmin);
  await page.goto('/home/overview');
  const review = sideMenu(page).getByRole('link', { name: /Management Review/ });
  await expect(review).toBeVisible();
  await expect(review.getByRole('img', { name: 'Private workspace' })).toBeVisible();

  // Leave the signed-in page first: it would notice the lost session and navigate to the login.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signInQuickly(page, DEMO.viewer);
  await page.goto('/home/overview');
  await expectShell(page);
  await sideMenu(page).getByRole('button', { name: 'All workspaces' }).click();
  await expect(sideMenu(page).getByRole('link', { name: /Safety Procedures/ })).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: /Management Review/ })).toHaveCount(0);
});
