import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectAccessible, expectShell, latestMailLink, pathOf, signInQuickly } from './support';

/**
 * Issue 3's journey: an org admin builds a group, a workspace in it and a team, invites a new
 * person into both, and the invitee accepts through the email link and finds the workspace.
 * Names carry a run suffix so the spec can run again on the same server.
 */
const run = Date.now().toString(36);
const GROUP = `Plant North ${run}`;
const WORKSPACE = `Press Shop ${run}`;
const TEAM = `Night Shift ${run}`;
const INVITEE = `journey.${run}@demo.example.com`;
const PASSWORD = 'Journey-Passw0rd!';

const dialog = (page: Page) => page.getByRole('dialog');
const status = (page: Page, text: string | RegExp) => expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();

test('an org admin sets up a group, workspace and team, invites a person, who accepts and sees the workspace', async ({ page, browser }) => {
  await signInQuickly(page, DEMO.admin);

  await test.step('group and workspace', async () => {
    await page.goto('/admin/workspace-groups');
    await page.getByRole('button', { name: 'New group' }).click();
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill(GROUP);
    await dialog(page).getByRole('button', { name: 'Create group' }).click();
    await status(page, `Group ${GROUP} created.`);
    await page.getByRole('link', { name: GROUP }).click();
    await expect(page.getByRole('heading', { level: 1, name: GROUP })).toBeVisible();
    await page.getByRole('button', { name: 'New workspace' }).click();
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill(WORKSPACE);
    await dialog(page).getByRole('button', { name: 'Create workspace' }).click();
    await status(page, `Workspace ${WORKSPACE} created.`);
    await expect(page.getByRole('row', { name: new RegExp(WORKSPACE) })).toBeVisible();
  });

  await test.step('team', async () => {
    await page.goto('/admin/teams');
    await page.getByRole('button', { name: 'New team' }).click();
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill(TEAM);
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await status(page, `Team “${TEAM}” was created.`);
    await expect(page.getByRole('row', { name: new RegExp(TEAM) })).toBeVisible();
  });

  await test.step('invite by email into the workspace', async () => {
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const invite = dialog(page);
    await invite.getByRole('textbox', { name: 'Email addresses' }).fill(INVITEE.toUpperCase());
    await invite.getByRole('combobox', { name: 'Workspace', exact: true }).selectOption({ label: WORKSPACE });
    await invite.getByRole('combobox', { name: 'Role in the workspace' }).selectOption('publisher');
    await invite.getByRole('button', { name: 'Send 1 invitation' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Invitations' })).toBeVisible();
    // Addresses are stored lowercased (spec §5), and the report says each one went out.
    await expect(dialog(page).getByRole('row', { name: new RegExp(INVITEE) })).toContainText('Invited');
    await page.keyboard.press('Escape');
    await page.getByRole('searchbox', { name: /Search by name, email or employee ID/ }).fill(INVITEE);
    await expect(page.getByRole('row', { name: new RegExp(INVITEE) })).toContainText('Invited');
  });

  await test.step('the invitee joins the team', async () => {
    await page.goto('/admin/teams');
    await page.getByRole('button', { name: `Edit the members of ${TEAM}` }).click();
    const members = dialog(page);
    await members.getByRole('combobox', { name: 'Add a person' }).fill(`journey.${run}`);
    await members.getByRole('option', { name: new RegExp(INVITEE) }).click();
    await status(page, /was added to the team\./);
    await expect(members.getByRole('heading', { name: '1 member' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('row', { name: new RegExp(TEAM) }).getByRole('cell').nth(1)).toHaveText('1');
  });

  await test.step('the invitee accepts through the emailed link and sees the workspace', async () => {
    const invitee = await browser.newContext();
    const tab = await invitee.newPage();
    await tab.goto(pathOf(await latestMailLink(INVITEE, 'invite')));
    await expect(tab.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(tab.getByText(`You have been invited to Demo Manufacturing as ${INVITEE}.`)).toBeVisible();
    await tab.getByLabel('Full name').fill('Jo Journey');
    await tab.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await tab.getByLabel('Confirm password').fill(PASSWORD);
    await tab.getByRole('button', { name: 'Create account' }).click();
    await tab.waitForURL('**/home/overview');
    await expectShell(tab);
    const sideMenu = tab.getByRole('complementary', { name: 'Side menu' });
    await expect(sideMenu.getByRole('link', { name: new RegExp(WORKSPACE) }).first()).toBeVisible();

    // A fresh sign-in with the chosen password lands in the same place.
    // Leave the signed-in page first: it would notice the lost session and navigate to the login.
    await tab.goto('about:blank');
    await invitee.clearCookies();
    await signInQuickly(tab, INVITEE, { password: PASSWORD });
    await tab.goto('/home/overview');
    await expect(tab.getByRole('complementary', { name: 'Side menu' }).getByRole('link', { name: new RegExp(WORKSPACE) }).first()).toBeVisible();
    await invitee.close();
  });

  await test.step('the admin sees the invitee active, in the team and the workspace', async () => {
    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: /Search by name, email or employee ID/ }).fill(INVITEE);
    const row = page.getByRole('row', { name: new RegExp(INVITEE) });
    await expect(row).toContainText('Jo Journey');
    await expect(row).toContainText('Active');
    await expect(row).toContainText(WORKSPACE);
    await expectAccessible(page);
  });
});
