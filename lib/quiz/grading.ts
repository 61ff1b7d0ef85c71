import { PASSING_SCORE, type GradedAnswer, type Letter, type QuizQuestion } from './schema';

export type Grade = { correctAnswerCount: number; questionCount: number; score: number; status: 'passed' | 'failed'; answers: GradedAnswer[] };

/** Grades one attempt (answers in question order) against the passing score of spec 02 §9. */
export function gradeQuiz(questions: QuizQuestion[], answers: Array<Letter | null>): Grade {
  const graded = questions.map((q, i): GradedAnswer => {
    const answer = answers[i] ?? null;
    return { questionId: q.id, type: q.type, title: q.title, options: q.options, answer, correctAnswer: q.correctAnswer, correct: answer === q.correctAnswer, referenceSource: q.referenceSource };
  });
  const correctAnswerCount = graded.filter((g) => g.correct).length;
  const score = questions.length === 0 ? 0 : Math.round((correctAnswerCount / questions.length) * 100);
  return { correctAnswerCount, questionCount: questions.length, score, status: score >= PASSING_SCORE ? 'passed' : 'failed', answers: graded };
}
