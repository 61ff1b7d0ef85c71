import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { multimodalSopExecutions, multimodalSops, multimodalSopUsage, quizzes, trackingEvents, userQuizzes, users, workflows, workspaces, type NewTrackingEvent } from '@/db/schema';
import { rebuildAllDirtyDays } from '@/lib/analytics/rollup';
import { createWorkflow } from '../helpers/workflow-factory';

/**
 * What tests/e2e/analytics.spec.ts reads: one workflow in Machining (administered by the demo
 * workspace admin) and one in Safety Procedures (not theirs), each watched by the demo viewer in
 * the last days, with the rollups already built, and a smart instruction in Machining that the
 * viewer used (90 s) and carried out to the end yesterday (analytics-reports.spec.ts). Published
 * long ago, so no "recent" list shows them.
 */
export const ANALYTICS_E2E = {
  machining: 'E2E Analytics: spindle check',
  safety: 'E2E Analytics: fire drill',
  sop: 'E2E Report: press brake lockout',
} as const;

const ANALYTICS_FIXTURES_FILE = '.data/e2e/analytics-fixtures.json';
export type AnalyticsFixtures = { machiningId: string; machiningWorkspaceId: string; safetyId: string; quizId: string; viewerId: string; outsiderId: string };
export const analyticsFixtures = (): AnalyticsFixtures => JSON.parse(readFileSync(ANALYTICS_FIXTURES_FILE, 'utf8'));

async function workspaceId(db: Db, orgId: string, name: string) {
  const [row] = await db.select({ id: workspaces.id }).from(workspaces).where(and(eq(workspaces.organizationId, orgId), eq(workspaces.name, name)));
  if (!row) throw new Error(`no demo workspace ${name}`);
  return row.id;
}

export async function seedAnalytics(db: Db, { orgId, viewerId }: { orgId: string; viewerId: string }) {
  const longAgo = new Date(Date.now() - 400 * 86_400_000);
  const machiningWorkspaceId = await workspaceId(db, orgId, 'Machining');
  const machining = await createWorkflow(orgId, machiningWorkspaceId, { title: ANALYTICS_E2E.machining, videoDuration: 60, steps: [20, 40] });
  const safety = await createWorkflow(orgId, await workspaceId(db, orgId, 'Safety Procedures'), { title: ANALYTICS_E2E.safety, videoDuration: 30, steps: [30] });
  for (const w of [machining, safety]) await db.update(workflows).set({ publishedAt: longAgo, createdAt: longAgo }).where(eq(workflows.id, w.workflow.id));
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
  const ev = (trackerId: string, w: typeof machining, stepIndex: number, played: number, when: Date): NewTrackingEvent => ({
    organizationId: orgId, clientEventId: randomUUID(), trackerId, userId: viewerId, workflowId: w.workflow.id,
    stepId: w.steps[stepIndex].id, type: 'interval', position: played, playedSeconds: played, data: {}, occurredAt: when,
  });
  await db.insert(trackingEvents).values([
    ev('e2e-a1', machining, 0, 20, daysAgo(2)),
    ev('e2e-a1', machining, 1, 40, daysAgo(2)),
    ev('e2e-a2', machining, 0, 12, daysAgo(1)),
    ev('e2e-s1', safety, 0, 30, daysAgo(1)),
  ]);
  await rebuildAllDirtyDays(db);
  const [sop] = await db
    .insert(multimodalSops)
    .values({ organizationId: orgId, workspaceId: machiningWorkspaceId, title: ANALYTICS_E2E.sop, published: true, publishedAt: longAgo, createdAt: longAgo })
    .returning();
  await db.insert(multimodalSopUsage).values({ organizationId: orgId, sopId: sop.id, userId: viewerId, durationSeconds: 90, createdAt: daysAgo(1) });
  await db.insert(multimodalSopExecutions).values({
    organizationId: orgId, sopId: sop.id, sopVersion: 1, userId: viewerId, status: 'completed', confirmedName: 'Vic Viewer', headHash: 'e2e-analytics', startedAt: daysAgo(1), completedAt: daysAgo(1),
  });
  // The spindle check's quiz, taken once by the viewer (one of two right: did not pass).
  const options = [{ key: 'A', text: 'True' }, { key: 'B', text: 'False' }];
  const question = (id: string, title: string) => ({ id, type: 'trueFalse', title, options, correctAnswer: 'A', referenceSource: '', provider: null });
  const [quiz] = await db
    .insert(quizzes)
    .values({ organizationId: orgId, workflowId: machining.workflow.id, questions: [question('e2e-q1', 'Check the spindle first'), question('e2e-q2', 'Wear gloves near the chuck')], published: true, audience: 'all' })
    .returning();
  const graded = (id: string, title: string, answer: 'A' | 'B') => ({ questionId: id, type: 'trueFalse', title, options, answer, correctAnswer: 'A', correct: answer === 'A', referenceSource: '' });
  await db.insert(userQuizzes).values({
    organizationId: orgId, quizId: quiz.id, userId: viewerId, correctAnswerCount: 1, questionCount: 2, score: 50, status: 'failed', createdAt: daysAgo(1),
    answers: [graded('e2e-q1', 'Check the spindle first', 'A'), graded('e2e-q2', 'Wear gloves near the chuck', 'B')],
  });
  // The org admin belongs to no workspace: outside a workspace admin's people.
  const [outsider] = await db.select({ id: users.id }).from(users).where(and(eq(users.organizationId, orgId), eq(users.email, 'admin@demo.example.com')));
  mkdirSync(path.dirname(ANALYTICS_FIXTURES_FILE), { recursive: true });
  const fixtures: AnalyticsFixtures = { machiningId: machining.workflow.id, machiningWorkspaceId, safetyId: safety.workflow.id, quizId: quiz.id, viewerId, outsiderId: outsider.id };
  writeFileSync(ANALYTICS_FIXTURES_FILE, JSON.stringify(fixtures));
}
