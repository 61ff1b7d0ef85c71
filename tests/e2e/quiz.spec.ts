import { expect, test, type Page } from '@playwright/test';
import { quizWorkflowId } from './quiz-seed';
import { DEMO, expectAccessible, signInQuickly } from './support';

/**
 * Quizzes (issue 17): an author generates questions from the transcript in the builder, adds one
 * by hand (the §5 rules first refuse it blank), publishes to all; a viewer takes the quiz from the
 * player's step menu, fails, retakes and passes; the author sees both attempts and asks to retrain.
 * Rows: tests/e2e/quiz-seed.ts.
 */
const section = (page: Page) => page.getByRole('region', { name: 'Quiz' });
type AuthorQuestion = { type: 'singleSelection' | 'trueFalse'; correctAnswer: 'A' | 'B' | 'C' | 'D' };

test('author generates and publishes a quiz; a viewer fails, retakes and passes; the author sees who', async ({ page, browser }) => {
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
  await signInQuickly(viewer, DEMO.viewer);
  await viewer.goto(`/playermain/${id}`);
  await expect(viewer.locator('[data-mode]')).toBeVisible();
  await viewer.getByRole('toolbar', { name: 'Player controls' }).getByRole('button', { name: 'Steps' }).click();
  await viewer.getByTestId('quiz-card').click();
  const dialog = viewer.getByRole('dialog', { name: 'Quiz' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => viewer.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
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

  // The author's results: both attempts, and the failed one can be sent back to retrain.
  await page.reload();
  const results = section(page).getByRole('table');
  await expect(results.getByRole('row')).toHaveCount(3);
  await expect(results).toContainText('Did not pass');
  await expect(results).toContainText('You passed');
  await results.getByRole('button', { name: /^Ask .* to retrain$/ }).click();
  await expect(section(page).getByText('was asked to retrain.', { exact: false })).toBeVisible();
});
