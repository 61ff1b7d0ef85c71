import { expect, test } from '@playwright/test';
import { SKILLS_E2E as S, skillsFixtures } from './skills-seed';
import { expectAccessible, signInQuickly } from './support';

/**
 * Skills (issue 20): a skills manager creates a skill from the header (spec 01 §5 name rules),
 * builds it from the library, publishes it and assigns it to a team with a due date; a member of
 * the team finds it due on home and opens it in the skill player; the fetch results unpublished
 * (code 2) and not assigned (code 52) read as their own screens. Rows: tests/e2e/skills-seed.ts.
 */
const SKILL = 'E2E Forklift safety';
const QUESTION = 'Lock out the machine before service?';

test('a manager creates, builds, publishes and assigns a skill to a team', async ({ page }) => {
  // A long journey (a dozen screens, each checked with axe) on a shared 2-core machine.
  test.setTimeout(150_000);
  await signInQuickly(page, S.manager);
  await page.goto('/home/overview');
  await page.getByRole('button', { name: 'New skill' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a skill' });
  const name = dialog.getByRole('textbox', { name: 'Skill name' });
  const create = dialog.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  // A leading space is blocked as it is typed; disallowed characters keep Create disabled.
  await name.pressSequentially('  ');
  await expect(name).toHaveValue('');
  await name.fill('Forklift: basics');
  await expect(dialog.getByRole('alert')).toContainText('These characters are not allowed');
  await expect(create).toBeDisabled();
  await name.fill(SKILL);
  await expect(dialog.getByText('19/90 characters')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Workspace' }).selectOption({ label: 'Assembly Line A' });
  await expectAccessible(page);
  await create.click();

  await expect(page).toHaveURL(/\/skillbuilder\/[0-9a-f-]{36}\/content$/);
  await expect(page.getByRole('heading', { level: 1, name: SKILL })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
  await page.getByRole('searchbox', { name: 'Search the library' }).fill('lockout');
  await page.getByRole('button', { name: `Add ${S.workflow}` }).click();
  const content = page.getByRole('list', { name: 'Skill content in playing order' });
  await expect(content.getByRole('listitem')).toHaveCount(1);
  await expect(content).toContainText(`1. ${S.workflow}`);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();

  const tabs = page.getByRole('navigation', { name: 'Skill builder sections' });
  await tabs.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await page.getByRole('searchbox', { name: 'Search teams' }).fill('E2E Skills');
  await page.getByRole('checkbox', { name: new RegExp(S.team) }).check();
  await page.getByRole('combobox', { name: 'Due' }).selectOption('day');
  await page.getByRole('spinbutton', { name: 'Number' }).fill('7');
  await page.getByRole('button', { name: 'Assign (1)' }).click();
  const assignments = page.getByRole('table', { name: 'Assignments of this skill' });
  await expect(assignments.getByRole('row', { name: new RegExp(S.team) })).toContainText('7 days after assignment');
  await expect(page.getByRole('heading', { name: /Assigned \(1 person in total\)/ })).toBeVisible();
  await expectAccessible(page);

  await tabs.getByRole('link', { name: 'Assessment' }).click();
  await page.getByRole('button', { name: 'Add a true/false question' }).click();
  await page.getByRole('textbox', { name: 'Question' }).first().fill(QUESTION);
  await page.getByRole('button', { name: 'Save assessment' }).click();
  await expect(page.getByText('Assessment saved.')).toBeVisible();
  await expectAccessible(page);
  await tabs.getByRole('link', { name: 'Certification' }).click();
  await expect(page.getByRole('checkbox', { name: 'Issue a certificate when the skill is completed' })).toBeChecked();
  await expect(page.getByText('Signed by Sam Skills')).toBeVisible();
  await expectAccessible(page);

  // Back returns to where the builder was opened from.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/home\/overview$/);

  await page.goto('/skill/home');
  const row = page.getByRole('row', { name: new RegExp(SKILL) });
  await expect(row).toContainText('Published');
  await expect(row).toContainText('0 people, 1 team');
  await expectAccessible(page);
  for (const path of ['/skill/performance', '/skill/matrix', '/skill/performance/mm-sop/00000000-0000-4000-8000-000000000000']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Skills sections' })).toBeVisible();
    await expectAccessible(page);
  }
});

test('a team member finds the skill due on home, plays it, passes the assessment and downloads the certificate', async ({ page }) => {
  // A long journey (a dozen screens, each checked with axe) on a shared 2-core machine.
  test.setTimeout(150_000);
  test.setTimeout(180_000);
  await signInQuickly(page, S.member);
  await page.goto('/home/skills-todo');
  const card = page.getByRole('link', { name: new RegExp(SKILL) });
  await expect(card).toContainText('Due in 7 days');
  await expect(card).toContainText('Not started');
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'Continue watching only' }).check();
  await expect(page.getByText('You have not started any of your skills yet.')).toBeVisible();
  await page.getByRole('radio', { name: 'All' }).check();

  await page.getByRole('link', { name: new RegExp(SKILL) }).click();
  await expect(page).toHaveURL(/\/skillplayer\?skillId=/);
  await expect(page.getByRole('heading', { level: 1, name: SKILL })).toBeVisible();
  await expect(page.locator(`iframe[title="Player: ${S.workflow}"]`)).toBeVisible();
  const contents = page.getByRole('list', { name: 'Contents' });
  await expect(contents).toContainText(`1. ${S.workflow}`);
  await expect(page.getByText('The final assessment opens once every item is done.')).toBeVisible();
  await expectAccessible(page);

  // Plays the workflow in the embedded player to its end; the skill player recalculates the progress.
  const frame = page.frame({ url: /\/playerembed\// })!;
  await expect.poll(() => frame.evaluate(() => document.querySelector('video')?.readyState ?? 0), { timeout: 20_000 }).toBeGreaterThan(0);
  await frame.evaluate(() => {
    const video = document.querySelector('video')!;
    video.muted = true;
    void video.play();
  });
  await expect(async () => {
    await page.getByRole('button', { name: 'Update my progress' }).click();
    await expect(contents).toContainText('Done', { timeout: 3_000 });
  }).toPass({ timeout: 90_000 });

  // The assessment, then the certificate.
  const question = page.getByRole('group', { name: new RegExp(QUESTION.replace('?', '\\?')) });
  await question.getByRole('radio', { name: 'True' }).check();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByText('You passed with 100%.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Skill completed' })).toBeVisible();
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download your certificate (PDF)' }).click()]);
  const stream = await download.createReadStream();
  const head = await new Promise<string>((resolve) => stream.once('data', (chunk: Buffer) => resolve(chunk.subarray(0, 5).toString('latin1'))));
  expect(head).toBe('%PDF-');

  const { pausedSkillId, othersSkillId } = skillsFixtures();
  await page.goto(`/skillplayer?skillId=${pausedSkillId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This skill was unpublished' })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/skillplayer?skillId=${othersSkillId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This skill is not assigned to you' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your skills' }).click();
  await expect(page).toHaveURL(/\/home\/skills-todo$/);
});

test('the matrix and the performance list show the completed skill of the member', async ({ page }) => {
  await signInQuickly(page, S.manager);
  await page.goto('/skill/matrix');
  await page.getByRole('combobox', { name: 'Workspace' }).selectOption({ label: 'Assembly Line A' });
  const matrix = page.getByRole('table', { name: /Skill matrix/ });
  await expect(matrix.getByRole('columnheader', { name: SKILL })).toBeVisible();
  await expect(matrix.getByRole('row', { name: new RegExp(S.memberName) })).toContainText('Completed');
  await expectAccessible(page);

  await page.goto('/skill/home');
  await page.getByRole('link', { name: `Progress of ${SKILL}` }).click();
  await expect(page.getByRole('row', { name: new RegExp(S.memberName) })).toContainText('Completed');
  await expectAccessible(page);
});

test('a manager deletes a skill from the builder after confirming, and it leaves the skills list', async ({ page }) => {
  const doomed = 'E2E Skill to delete';
  await signInQuickly(page, S.manager);
  await page.goto('/skill/home');
  await page.getByRole('button', { name: 'New skill' }).click();
  const create = page.getByRole('dialog', { name: 'Create a skill' });
  await create.getByRole('textbox', { name: 'Skill name' }).fill(doomed);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: doomed })).toBeVisible();

  await page.getByRole('button', { name: 'Delete skill' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this skill?' });
  await expect(confirm).toContainText(`“${doomed}” is deleted with its content list, assignments, progress and certificates`);
  // Focus starts on Cancel, so Enter never deletes by accident.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete skill' })).toBeFocused();

  await page.getByRole('button', { name: 'Delete skill' }).click();
  await page.getByRole('dialog', { name: 'Delete this skill?' }).getByRole('button', { name: 'Delete skill' }).click();
  await expect(page).toHaveURL(/\/skill\/home$/);
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(doomed) })).toHaveCount(0);
  await expectAccessible(page);
});
