import { expect, test, type Page } from '@playwright/test';
import { E2E } from './fixtures';
import { QUIZ_E2E, quizWorkflowId } from './quiz-seed';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * Quizzes (issue 17): an author generates questions from the transcript in the builder, adds one
 * by hand (the §5 rules first refuse it blank), publishes to all; a viewer meets the quiz mask at
 * the workflow's end, takes the quiz (the video stays paused), fails, retakes and passes, and opens
 * the results in fullscreen (inside the fullscreen element); the builder's preview has no quiz; the
 * author sees both attempts and asks to retrain, and the learner gets the notification.
 * Rows: tests/e2e/quiz-seed.ts.
 */
const section = (page: Page) => page.getByRole('region', { name: 'Quiz', exact: true });
type AuthorQuestion = { type: 'singleSelection' | 'trueFalse'; correctAnswer: 'A' | 'B' | 'C' | 'D' };

const controls = (page: Page) => page.getByRole('toolbar', { name: 'Player controls' });
const isPaused = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.paused);

/** Goes to the last step from the step menu and plays its final moments, so the workflow ends. */
async function playToTheEnd(page: Page) {
  await controls(page).getByRole('button', { name: 'Steps' }).click();
  const steps = page.getByRole('dialog', { name: 'Steps' }).getByRole('listitem');
  const last = (await steps.count()) - 1;
  await steps.nth(last).getByRole('button').click();
  await expect(page.locator('[data-mode]')).toHaveAttribute('data-step-index', String(last));
  await expect
    .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.duration > 1), { timeout: 20_000 })
    .toBe(true);
  await page.locator('video').evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    v.currentTime = v.duration - 0.5;
    await v.play().catch(() => undefined);
  });
}

test('author generates and publishes a quiz; a viewer fails, retakes and passes; the author sees who', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const id = quizWorkflowId();
  await signInQuickly(page, DEMO.publisher);
  await page.goto(`/buildermain/${id}`);
  const quiz = section(page);
  await expect(quiz.getByText('No questions yet.', { exact: false })).toBeVisible();

  // Generation runs as a job: the progress shows, then the questions, labelled by who made them.
  await quiz.getByRole('button', { name: 'Generate questions' }).click();
  await expect(quiz.getByRole('list', { name: 'Questions' }).getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(quiz.getByTestId('quiz-generation')).toHaveText('');
  await expect(quiz.getByText(/Made by AI|Made from the transcript \(offline\)/).first()).toBeVisible();

  // A question written by hand: invalid until its text is there.
  await quiz.getByRole('button', { name: 'Add true/false question' }).click();
  await quiz.getByRole('button', { name: 'Save quiz' }).click();
  await expect(quiz.getByText('Write the question.')).toBeVisible();
  const manual = quiz.getByRole('group').filter({ hasText: 'Written by hand' });
  await manual.getByLabel('Question', { exact: true }).fill('The spindle is stopped before lubrication.');
  await quiz.getByRole('button', { name: 'Save quiz' }).click();
  await expect(quiz.getByText('Quiz saved.')).toBeVisible();
  await expectAccessible(page);

  await quiz.getByRole('radio', { name: 'Publish to all' }).check();
  await quiz.getByRole('button', { name: 'Publish quiz' }).click();
  await expect(quiz.getByText('Quiz published.')).toBeVisible();
  await expect(quiz.getByText('This quiz is published and read-only.', { exact: false })).toBeVisible();
  await expect(quiz.getByRole('button', { name: 'Unpublish to edit' })).toBeVisible();

  // The answers, as the author's API gives them, so the viewer can answer wrong, then right.
  const { item } = (await (await page.request.get(`/api/v1/workflows/${id}/quiz`)).json()) as { item: { questions: AuthorQuestion[] } };
  const letters = ['A', 'B', 'C', 'D'];
  const wrong = item.questions.map((q) => letters.indexOf(q.correctAnswer === 'A' ? 'B' : 'A'));
  const right = item.questions.map((q) => letters.indexOf(q.correctAnswer));

  const viewer = await (await browser.newContext()).newPage();
  await signInQuickly(viewer, E2E.quizLearner);
  await viewer.goto(`/playermain/${id}`);
  await expect(viewer.locator('[data-mode]')).toBeVisible();
  await expect(viewer.locator('[data-mode]')).toHaveAttribute('data-mode', 'main');

  // At the workflow's end a quiz not taken yet shows the quiz mask, which opens the quiz screen.
  const mask = viewer.getByRole('region', { name: 'Quiz', exact: true });
  await playToTheEnd(viewer);
  await expect(mask).toBeVisible();
  await expect(mask).toContainText('Take the quiz to check what you learned.');
  await expectAccessible(viewer);
  await mask.getByRole('button', { name: 'Take the quiz' }).click();
  await expect(mask).toBeHidden();
  const dialog = viewer.getByRole('dialog', { name: 'Quiz', exact: true });
  await expect(dialog).toBeVisible();
  // The video is paused and cannot play while the quiz screen is open.
  await expect.poll(() => isPaused(viewer)).toBe(true);
  await viewer.locator('video').evaluate((v: HTMLVideoElement) => v.play().catch(() => undefined));
  await viewer.waitForTimeout(300);
  expect(await isPaused(viewer)).toBe(true);
  await expect(dialog.getByRole('group')).toHaveCount(item.questions.length);
  await expectAccessible(viewer);

  const answer = async (choice: number[]) => {
    const questions = dialog.getByRole('group');
    await expect(questions).toHaveCount(choice.length);
    for (const [i, option] of choice.entries()) await questions.nth(i).getByRole('radio').nth(option).check();
    await dialog.getByRole('button', { name: 'Submit answers' }).click();
  };
  await answer(wrong);
  const review = viewer.getByRole('dialog', { name: 'Quiz results' });
  await expect(review.getByTestId('quiz-result')).toContainText('Did not pass');
  await expectAccessible(viewer);
  await review.getByRole('button', { name: 'Retake the quiz' }).click();
  await answer(right);
  await expect(review.getByTestId('quiz-result')).toContainText('You passed');
  await expect(review.getByTestId('quiz-result')).toContainText('Score 100%');
  await review.getByRole('button', { name: 'Close' }).click();
  await expect(review).toBeHidden();

  // In fullscreen only the player element shows: the quiz screen opens inside it.
  await controls(viewer).getByRole('button', { name: 'Full screen (F)' }).click();
  await expect.poll(() => viewer.evaluate(() => document.fullscreenElement?.hasAttribute('data-mode') ?? false)).toBe(true);
  await controls(viewer).getByRole('button', { name: 'Steps' }).click();
  await expect(viewer.getByTestId('quiz-card')).toContainText('You passed');
  await viewer.getByTestId('quiz-card').click();
  await expect(review).toBeVisible();
  expect(await review.evaluate((d) => document.fullscreenElement?.contains(d) ?? false)).toBe(true);
  await expect(review.getByTestId('quiz-result')).toContainText('You passed');
  await expectAccessible(viewer);
  await review.getByRole('button', { name: 'Close' }).click();
  await expect(review).toBeHidden();
  await viewer.evaluate(() => document.exitFullscreen());
  await expect.poll(() => viewer.evaluate(() => document.fullscreenElement === null)).toBe(true);

  // The builder's preview (isPreviewVideoMode) offers no quiz: no card, no mask at the end.
  const preview = await page.context().newPage();
  await preview.goto(`/PlayerPreview/${id}`, { referer: `${new URL(page.url()).origin}/buildermain/${id}` });
  await expect(preview.locator('[data-mode]')).toHaveAttribute('data-mode', 'preview');
  await playToTheEnd(preview);
  await expect.poll(() => preview.locator('video').evaluate((v: HTMLVideoElement) => v.ended), { timeout: 20_000 }).toBe(true);
  await expect(preview.getByRole('region', { name: 'Quiz', exact: true })).toHaveCount(0);
  await controls(preview).getByRole('button', { name: 'Steps' }).click();
  await expect(preview.getByRole('dialog', { name: 'Steps' })).toBeVisible();
  await expect(preview.getByTestId('quiz-card')).toHaveCount(0);
  await preview.close();

  // The author's results: both attempts, and the failed one can be sent back to retrain.
  await page.reload();
  const results = section(page).getByRole('table');
  await expect(results.getByRole('row')).toHaveCount(3);
  await expect(results).toContainText('Did not pass');
  await expect(results).toContainText('You passed');
  await results.getByRole('button', { name: /^Ask .* to retrain$/ }).click();
  await expect(section(page).getByText('was asked to retrain.', { exact: false })).toBeVisible();
  await expectAccessible(page);

  // The learner is told.
  await viewer.goto('/home/overview');
  await viewer.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  await expect(viewer.getByRole('dialog', { name: 'Notifications' })).toContainText(`asked you to retrain on “${QUIZ_E2E.title}”`);
});
