import { expect, test } from '@playwright/test';
import { CONSENTS_E2E as C } from './consents-seed';
import { expectAccessible, signInQuickly } from './support';

/**
 * Skills holding smart instructions (issues 20 and 21): a skills manager adds a published smart
 * instruction to a skill from the builder's content tab and assigns the skill; the learner opens it
 * from the skill player, executes it to the end, and the skill counts it done and completes.
 * Rows: tests/e2e/consents-seed.ts (an organisation of its own).
 */
const SKILL = 'E2E Valve operator';

test('a manager builds a skill with a smart instruction; the learner executes it and completes the skill', async ({ browser }) => {
  test.setTimeout(180_000);
  const manager = await (await browser.newContext()).newPage();
  await signInQuickly(manager, C.manager, { clientKey: C.skillsKey });
  await manager.goto('/home/overview');
  await manager.getByRole('button', { name: 'New skill' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Create a skill' });
  await dialog.getByRole('textbox', { name: 'Skill name' }).fill(SKILL);
  await dialog.getByRole('combobox', { name: 'Workspace' }).selectOption({ label: C.workspace });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(manager).toHaveURL(/\/skillbuilder\/[0-9a-f-]{36}\/content$/);

  await manager.getByRole('searchbox', { name: 'Search smart instructions' }).fill('Valve');
  await manager.getByRole('button', { name: `Add ${C.sop}` }).click();
  const content = manager.getByRole('list', { name: 'Skill content in playing order' });
  await expect(content.getByRole('listitem')).toHaveCount(1);
  await expect(content).toContainText(`1. ${C.sop}`);
  await expect(content).toContainText('Smart instruction');
  await expect(content).toContainText('1 step');
  await expectAccessible(manager);
  await manager.getByRole('button', { name: 'Publish' }).click();
  await expect(manager.getByRole('button', { name: 'Unpublish' })).toBeVisible();

  await manager.getByRole('navigation', { name: 'Skill builder sections' }).getByRole('link', { name: 'Users' }).click();
  await manager.getByRole('radio', { name: 'Person' }).check();
  await manager.getByRole('searchbox', { name: 'Search people' }).fill('Lee');
  await manager.getByRole('checkbox', { name: new RegExp(C.learnerName) }).check();
  await manager.getByRole('button', { name: 'Assign (1)' }).click();
  await expect(manager.getByRole('table', { name: 'Assignments of this skill' }).getByRole('row', { name: new RegExp(C.learnerName) })).toBeVisible();
  await manager.close();

  const page = await (await browser.newContext()).newPage();
  await signInQuickly(page, C.learner, { clientKey: C.skillsKey });
  await page.goto('/home/skills-todo');
  await page.getByRole('link', { name: new RegExp(SKILL) }).click();
  await expect(page.getByRole('heading', { level: 1, name: SKILL })).toBeVisible();
  const contents = page.getByRole('list', { name: 'Contents' });
  await expect(contents).toContainText(`1. ${C.sop}`);
  await expect(contents).toContainText('To do');
  await expectAccessible(page);

  await page.getByRole('link', { name: `Start “${C.sop}”` }).click();
  await expect(page).toHaveURL(/\/skillplayer\/[0-9a-f-]{36}\/mm-sop\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Before you start' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: C.step })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  const sign = page.getByRole('dialog', { name: 'Confirm the execution' });
  await sign.getByRole('textbox', { name: 'Your name' }).fill(C.learnerName);
  await sign.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Execution record' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to the skill' }).click();
  await expect(page.getByRole('heading', { level: 1, name: SKILL })).toBeVisible();
  await expect(contents).toContainText('Done');
  await expect(page.getByRole('heading', { name: 'Skill completed' })).toBeVisible();
  await expectAccessible(page);
});
