import { multimodalSopExecutions, multimodalSops, multimodalSopUsage, playlistItems, playlists, quizzes, skillUserProgress, userQuizzes } from '@/db/schema';
import { db } from '../helpers/factories';
import { at, createAnalyticsWorld, D1, D2 } from './analytics-fixtures';

const question = (id: string) => ({ id, type: 'trueFalse', title: `Q ${id}`, options: [{ key: 'A', text: 'True' }, { key: 'B', text: 'False' }], correctAnswer: 'A', referenceSource: '', provider: null });
const graded = (id: string, answer: 'A' | 'B') => ({ questionId: id, type: 'trueFalse', title: `Q ${id}`, options: question(id).options, answer, correctAnswer: 'A', correct: answer === 'A', referenceSource: '' });

/**
 * The analytics world (analytics-fixtures.ts) plus what the other lists read, summed by hand in
 * analytics-lists.test.ts: smart-instruction usage and executions, quiz attempts and skill standing.
 */
export async function createListsWorld() {
  const w = await createAnalyticsWorld();
  const d = await db();
  const [lockout, forklift] = await d
    .insert(multimodalSops)
    .values([
      { organizationId: w.org.id, workspaceId: w.ws.id, title: 'Lockout' },
      { organizationId: w.org.id, workspaceId: w.otherWs.id, title: 'Forklift' },
    ])
    .returning();
  const usage = (sopId: string, userId: string, day: string, durationSeconds: number) => ({ organizationId: w.org.id, sopId, userId, durationSeconds, createdAt: at(day, '12:00:00') });
  await d.insert(multimodalSopUsage).values([
    usage(lockout.id, w.v1.id, D1, 60),
    usage(lockout.id, w.v1.id, D2, 30),
    usage(lockout.id, w.v2.id, D2, 90),
    usage(forklift.id, w.v3.id, D1, 45),
    // Outside the tested range: left out.
    usage(lockout.id, w.v3.id, '2026-04-20', 500),
  ]);
  await d.insert(multimodalSopExecutions).values([
    { organizationId: w.org.id, sopId: lockout.id, sopVersion: 1, userId: w.v1.id, status: 'completed', headHash: 'h1', startedAt: at(D1, '12:00:00'), completedAt: at(D1, '12:05:00') },
    { organizationId: w.org.id, sopId: lockout.id, sopVersion: 1, userId: w.v2.id, status: 'in-progress', headHash: 'h2', startedAt: at(D2, '12:00:00') },
  ]);

  const [quizA, quizB] = await d
    .insert(quizzes)
    .values([
      { organizationId: w.org.id, workflowId: w.a.workflow.id, questions: [question('q1'), question('q2')], published: true, audience: 'all' },
      { organizationId: w.org.id, workflowId: w.b.workflow.id, questions: [question('q3')], published: true, audience: 'all' },
    ])
    .returning();
  const attempt = (quizId: string, userId: string, answers: ReturnType<typeof graded>[], when: Date) => {
    const correct = answers.filter((a) => a.correct).length;
    const score = Math.round((correct / answers.length) * 100);
    return { organizationId: w.org.id, quizId, userId, answers, correctAnswerCount: correct, questionCount: answers.length, score, status: score >= 80 ? 'passed' : 'failed', createdAt: when };
  };
  await d.insert(userQuizzes).values([
    attempt(quizA.id, w.v1.id, [graded('q1', 'A'), graded('q2', 'B')], at(D1, '10:00:00')),
    attempt(quizA.id, w.v1.id, [graded('q1', 'A'), graded('q2', 'A')], at(D2, '10:00:00')),
    attempt(quizA.id, w.v2.id, [graded('q1', 'B'), graded('q2', 'B')], at(D1, '12:00:00')),
    attempt(quizB.id, w.v3.id, [graded('q3', 'A')], at(D2, '11:00:00')),
  ]);

  const [safety, onboarding] = await d
    .insert(playlists)
    .values([
      { organizationId: w.org.id, workspaceId: w.ws.id, title: 'Safety basics', published: true },
      { organizationId: w.org.id, workspaceId: null, title: 'Onboarding', published: true },
    ])
    .returning();
  await d.insert(playlistItems).values([{ organizationId: w.org.id, playlistId: safety.id, position: 0, workflowId: w.a.workflow.id }]);
  const past = at(D1, '00:00:00');
  await d.insert(skillUserProgress).values([
    { organizationId: w.org.id, playlistId: safety.id, userId: w.v1.id, status: 'completed', percent: 100, completedAt: at(D2, '09:00:00'), dueAt: past },
    { organizationId: w.org.id, playlistId: safety.id, userId: w.v2.id, status: 'in_progress', percent: 50, dueAt: past },
    { organizationId: w.org.id, playlistId: safety.id, userId: w.v3.id, status: 'not_started', percent: 0, dueAt: at('2099-01-01', '00:00:00') },
    { organizationId: w.org.id, playlistId: onboarding.id, userId: w.v1.id, status: 'in_progress', percent: 20 },
  ]);
  return { ...w, lockout, forklift, quizA, quizB, safety, onboarding };
}
