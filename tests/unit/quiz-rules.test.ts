import { describe, expect, it } from 'vitest';
import { gradeQuiz } from '@/lib/quiz/grading';
import { MANUAL_REFERENCE, newQuestion, questionSchema, type QuizQuestion } from '@/lib/quiz/schema';

const q = (correctAnswer: QuizQuestion['correctAnswer'], id: string): QuizQuestion => ({ ...newQuestion('trueFalse', id), title: `Q ${id}`, correctAnswer });

describe('new-question defaults (spec 02 §5)', () => {
  it('answer A, the manual reference, A–D options or true/false', () => {
    expect(newQuestion('singleSelection', 'x')).toMatchObject({ correctAnswer: 'A', referenceSource: MANUAL_REFERENCE, options: [{ key: 'A' }, { key: 'B' }, { key: 'C' }, { key: 'D' }] });
    expect(newQuestion('trueFalse', 'y').options).toEqual([
      { key: 'A', text: 'true' },
      { key: 'B', text: 'false' },
    ]);
  });
  it('a new single selection is invalid until its title and options are written', () => {
    const result = questionSchema.safeParse(newQuestion('singleSelection', 'x'));
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toEqual(expect.arrayContaining(['title:quiz.errors.titleRequired', 'options.0.text:quiz.errors.optionRequired', 'options.3.text:quiz.errors.optionRequired']));
    expect(questionSchema.safeParse({ ...newQuestion('trueFalse', 'y'), title: 'Is it?' }).success).toBe(true);
  });
});

describe('gradeQuiz', () => {
  const five = ['A', 'B', 'A', 'B', 'A'].map((a, i) => q(a as 'A' | 'B', String(i)));
  it('passes at exactly 80 and fails below', () => {
    expect(gradeQuiz(five, ['A', 'B', 'A', 'B', 'B'])).toMatchObject({ correctAnswerCount: 4, score: 80, status: 'passed' });
    expect(gradeQuiz(five, ['A', 'B', 'A', 'A', 'B'])).toMatchObject({ correctAnswerCount: 3, score: 60, status: 'failed' });
  });
  it('an unanswered question counts as wrong and is kept for the review', () => {
    const grade = gradeQuiz(five, ['A', null, 'A', 'B', 'A']);
    expect(grade.answers[1]).toMatchObject({ answer: null, correctAnswer: 'B', correct: false });
    expect(grade.status).toBe('passed');
  });
});
