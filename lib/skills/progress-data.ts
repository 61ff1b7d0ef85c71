import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { quizzes, skillAssessmentAttempts, trackingEvents, userQuizzes, workflowViews, type Playlist, type SkillUserProgress } from '@/db/schema';
import type { AssessmentFacts, ItemFacts } from './progress';
import { listContentRows, type ContentRow } from './queries';
import { executedSopIds } from './sop-content';

type Scope = { orgId: string; userId: string; workflowIds: string[] };

/** Seconds played per workflow: all time in the first cycle (the player's views), since the cycle's start after a reset. */
async function played(db: Db, p: Scope & { since: Date | null }) {
  const out = new Map<string, { seconds: number; completed: boolean }>();
  if (!p.workflowIds.length) return out;
  if (!p.since) {
    const rows = await db
      .select({ workflowId: workflowViews.workflowId, seconds: workflowViews.playedSeconds, completed: workflowViews.completed })
      .from(workflowViews)
      .where(and(eq(workflowViews.organizationId, p.orgId), eq(workflowViews.userId, p.userId), inArray(workflowViews.workflowId, p.workflowIds)));
    for (const r of rows) out.set(r.workflowId, { seconds: r.seconds, completed: r.completed });
    return out;
  }
  const rows = await db
    .select({ workflowId: trackingEvents.workflowId, seconds: sql<number>`coalesce(sum(${trackingEvents.playedSeconds}), 0)`.mapWith(Number) })
    .from(trackingEvents)
    .where(
      and(
        eq(trackingEvents.organizationId, p.orgId),
        eq(trackingEvents.userId, p.userId),
        inArray(trackingEvents.workflowId, p.workflowIds),
        gte(trackingEvents.occurredAt, p.since),
      ),
    )
    .groupBy(trackingEvents.workflowId);
  for (const r of rows) out.set(r.workflowId, { seconds: r.seconds, completed: false });
  return out;
}

/** Published quizzes of these workflows, and which of them the user passed (since the cycle's start after a reset). */
async function quizFacts(db: Db, p: Scope & { since: Date | null }) {
  const hasQuiz = new Set<string>();
  const passed = new Set<string>();
  if (!p.workflowIds.length) return { hasQuiz, passed };
  const published = await db
    .select({ id: quizzes.id, workflowId: quizzes.workflowId })
    .from(quizzes)
    .where(and(eq(quizzes.organizationId, p.orgId), inArray(quizzes.workflowId, p.workflowIds), eq(quizzes.published, true), ne(quizzes.audience, 'draft')));
  if (!published.length) return { hasQuiz, passed };
  const passes = await db
    .selectDistinct({ quizId: userQuizzes.quizId })
    .from(userQuizzes)
    .where(
      and(
        eq(userQuizzes.organizationId, p.orgId),
        eq(userQuizzes.userId, p.userId),
        inArray(userQuizzes.quizId, published.map((q) => q.id)),
        eq(userQuizzes.status, 'passed'),
        p.since ? gte(userQuizzes.createdAt, p.since) : undefined,
      ),
    );
  const passedQuizzes = new Set(passes.map((r) => r.quizId));
  for (const q of published) {
    hasQuiz.add(q.workflowId);
    if (passedQuizzes.has(q.id)) passed.add(q.workflowId);
  }
  return { hasQuiz, passed };
}

export async function assessmentFacts(db: Db, p: { playlist: Playlist; userId: string; cycle: number }) {
  const questions = Array.isArray(p.playlist.assessment) ? p.playlist.assessment.length : 0;
  const attempts = await db
    .select({ status: skillAssessmentAttempts.status, score: skillAssessmentAttempts.score })
    .from(skillAssessmentAttempts)
    .where(
      and(
        eq(skillAssessmentAttempts.organizationId, p.playlist.organizationId),
        eq(skillAssessmentAttempts.playlistId, p.playlist.id),
        eq(skillAssessmentAttempts.userId, p.userId),
        eq(skillAssessmentAttempts.cycle, p.cycle),
      ),
    )
    .orderBy(skillAssessmentAttempts.createdAt);
  const facts: AssessmentFacts = { questions, passed: attempts.some((a) => a.status === 'passed') };
  return { facts, lastScore: attempts.at(-1)?.score ?? null };
}

/** Everything the progress calculation needs for one user in one skill's current cycle. */
export async function loadProgressFacts(db: Db, p: { playlist: Playlist; progress: SkillUserProgress }) {
  const orgId = p.playlist.organizationId;
  const content: ContentRow[] = await listContentRows(db, { orgId, playlistId: p.playlist.id });
  const workflowIds = content.flatMap((c) => (c.workflowId ? [c.workflowId] : []));
  const sopIds = content.flatMap((c) => (c.sopId ? [c.sopId] : []));
  const since = p.progress.cycle > 1 ? p.progress.cycleStartedAt : null;
  const scope = { orgId, userId: p.progress.userId, workflowIds };
  const [views, quiz, executed, assessment] = await Promise.all([
    played(db, { ...scope, since }),
    quizFacts(db, { ...scope, since }),
    executedSopIds(db, { orgId, userId: p.progress.userId, sopIds, since }),
    assessmentFacts(db, { playlist: p.playlist, userId: p.progress.userId, cycle: p.progress.cycle }),
  ]);
  const items: ItemFacts[] = content.map((c) =>
    c.sopId
      ? { kind: 'mm-sop', id: c.sopId, videoDuration: 0, playedSeconds: 0, viewCompleted: executed.has(c.sopId), hasQuiz: false, quizPassed: false }
      : {
          kind: 'workflow',
          id: c.workflowId!,
          videoDuration: c.videoDuration ?? 0,
          playedSeconds: views.get(c.workflowId!)?.seconds ?? 0,
          viewCompleted: views.get(c.workflowId!)?.completed ?? false,
          hasQuiz: quiz.hasQuiz.has(c.workflowId!),
          quizPassed: quiz.passed.has(c.workflowId!),
        },
  );
  return { content, items, assessment };
}
