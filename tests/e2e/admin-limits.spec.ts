import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { seededIds } from './fixtures';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * Spec §6: a workspace admin manages only their own workspaces. The screens offer nothing more,
 * and the server refuses what a hand-made request would try.
 */
const SETTINGS_PAGES = [
  '/admin/workspace-groups',
  '/admin/setting/permissions',
  '/admin/setting/features',
  '/admin/setting/interface-language',
  '/admin/setting/maven',
  '/admin/setting/master-password',
  '/admin/setting/ip-restriction',
  '/admin/setting/qr-code',
  '/admin/integrations',
  '/admin/audit-log',
];
const write = { headers: { origin: E2E_BASE_URL } };

test('a workspace admin sees only their workspaces and cannot create groups or workspaces', async ({ page }) => {
  await signInQuickly(page, DEMO.wsadmin);
  await page.goto('/admin/workspaces');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: 'Machining' })).toHaveCount(1);
  for (const other of ['Safety Procedures', '5S & Housekeeping']) await expect(rows.filter({ hasText: other })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New workspace' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New group' })).toHaveCount(0);
  await expectAccessible(page);

  // The API agrees: the list holds only their workspaces, and creating is refused.
  const list = await (await page.request.get('/api/v1/workspaces?type=admin')).json();
  const names = list.items.map((w: { name: string }) => w.name).sort();
  expect(names).toEqual(['Assembly Line A', 'Machining', 'Management Review']);
  const group = await page.request.post('/api/v1/workspaces-groups', { ...write, data: { name: 'Sneaky group' } });
  expect(group.status()).toBe(403);
  const workspace = await page.request.post('/api/v1/workspaces', { ...write, data: { name: 'Sneaky workspace' } });
  expect(workspace.status()).toBe(403);
});

test('a workspace admin cannot make anyone an organisation admin', async ({ page }) => {
  await signInQuickly(page, DEMO.wsadmin);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Add user' }).click();
  const add = page.getByRole('dialog', { name: 'Add user' });
  await expect(add.getByRole('radio', { name: /Workspace member/ })).toBeVisible();
  await expect(add.getByRole('radio', { name: /Organisation admin/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('searchbox', { name: /Search by name, email or employee ID/ }).fill(DEMO.viewer);
  await page.getByRole('button', { name: 'Actions for Vic Viewer' }).click();
  await page.getByRole('menuitem', { name: 'Roles' }).click();
  const roles = page.getByRole('dialog', { name: 'Roles of Vic Viewer' });
  await expect(roles.getByRole('combobox', { name: /^Role in Machining|Machining/ }).first()).toBeVisible();
  await expect(roles.getByRole('combobox', { name: 'Organisation role' })).toHaveCount(0);
  await expect(roles).not.toContainText('Safety Procedures');
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  const { viewerId } = seededIds();
  const promote = await page.request.patch(`/api/v1/users/${viewerId}`, { ...write, data: { role: 'admin-organization' } });
  expect(promote.status()).toBe(403);
  const invite = await page.request.post('/api/v1/users/add', {
    ...write,
    data: { type: 'org-admin', email: 'not.an.admin@demo.example.com' },
  });
  expect(invite.status()).toBe(403);
});

test('a workspace admin cannot reach the organisation settings', async ({ page }) => {
  await signInQuickly(page, DEMO.wsadmin);
  for (const path of SETTINGS_PAGES) {
    await page.goto(path);
    await expect(page, path).toHaveURL((url) => url.pathname === '/403');
  }
  await page.goto('/admin');
  const manage = page.getByRole('navigation', { name: 'Manage' });
  await expect(manage.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Permissions' })).toHaveCount(0);
  const settings = await page.request.get('/api/v1/organization-settings/my/customized-permissions/restricted-ip');
  expect(settings.status()).toBe(403);
});
