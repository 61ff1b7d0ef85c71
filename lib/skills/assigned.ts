import { getDb, type Db } from '@/db/client';
import type { SkillAssignment, SkillUserProgress } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { isUuid } from '@/lib/users/schema';
import { assertCanReadUserSkills, loadPlaylistOrThrow } from './access';
import { listUserAssignments } from './assignment-queries';
import { latestCertificateIds } from './certificate-queries';
import { calculateProgress } from './progress';
import { loadProgressFacts } from './progress-data';
import { dueOf, playlistPosterPath, toContentEntry, toProgressView } from './present';
import { findOrgUser, listPlaylistRows, type PlaylistListRow } from './queries';
import { SKILL_CODE, type AssignedQuery, type AssignedSkillFetch, type AssignedSkillItem, type AssignedSkillList } from './schema';
import { learnerStanding, syncAndWelcome } from './welcome';

type Caller = { session: SessionContext };

/** The user whose skills are asked for ('me' is the caller); another organisation's user reads as unknown. */
export async function resolveLearner(db: Db, session: SessionContext, userId: string): Promise<string> {
  assertCanReadUserSkills(session, userId);
  if (userId === 'me' || userId === session.user.id) return session.user.id;
  if (!isUuid(userId) || !(await findOrgUser(db, { orgId: session.org.id, userId }))) throw new AppError('not_found');
  return userId;
}

function toAssignedItem(row: PlaylistListRow, a: SkillAssignment | undefined, p: SkillUserProgress, now: Date, certificateId: string | null): AssignedSkillItem {
  return {
    id: row.playlist.id,
    playlistTitle: row.playlist.title,
    poster: playlistPosterPath(row.playlist),
    totalInList: row.totalInList,
    totalVideoDuration: row.totalVideoDuration,
    ...dueOf(a),
    progress: toProgressView(p, now, certificateId),
  };
}

/** The user's published assigned skills, synced, with their progress. */
async function loadAssigned(db: Db, orgId: string, userId: string, now: Date) {
  const assignments = await listUserAssignments(db, { orgId, userId });
  const ids = [...new Set(assignments.map((a) => a.playlistId))];
  const rows = (await listPlaylistRows(db, { orgId, ids })).filter((r) => r.playlist.published);
  const reach = await syncAndWelcome(db, { orgId, playlistIds: rows.map((r) => r.playlist.id), now, userId });
  const certs = await latestCertificateIds(db, { orgId, userId, playlistIds: rows.map((r) => r.playlist.id) });
  return rows.flatMap((row) => {
    const r = reach.get(row.playlist.id);
    const progress = r?.progress.get(userId);
    return progress ? [toAssignedItem(row, r!.assignments.get(userId), progress, now, certs.get(row.playlist.id) ?? null)] : [];
  });
}

// GET /api/v1/users/{userId}/skills-assigned?keyword&page&size&type&continueWatching
export async function listAssignedSkills({ session, userId, query }: Caller & { userId: string; query: AssignedQuery }): Promise<AssignedSkillList> {
  const db = await getDb();
  const learner = await resolveLearner(db, session, userId);
  const keyword = query.keyword.toLocaleLowerCase();
  const all = (await loadAssigned(db, session.org.id, learner, new Date()))
    .filter((i) => (query.type === 'completed' ? i.progress.status === 'completed' : query.type === 'todo' ? i.progress.status !== 'completed' : true))
    .filter((i) => !query.continueWatching || i.progress.status === 'in_progress')
    .filter((i) => !keyword || i.playlistTitle.toLocaleLowerCase().includes(keyword))
    // Due first (soonest), then the rest by title.
    .sort((a, b) => (a.progress.dueAt ?? '\uffff').localeCompare(b.progress.dueAt ?? '\uffff') || a.playlistTitle.localeCompare(b.playlistTitle));
  return { items: all.slice((query.page - 1) * query.size, query.page * query.size), total: all.length };
}

/** The skill, the learner and where they stand in it, for the per-skill learner calls. */
export async function loadLearnerSkill(session: SessionContext, userId: string, skillId: string) {
  const db = await getDb();
  const learner = await resolveLearner(db, session, userId);
  const playlist = await loadPlaylistOrThrow(db, session, skillId);
  const now = new Date();
  return { db, learner, playlist, now, standing: await learnerStanding(db, { playlist, userId: learner, now }) };
}

// GET /api/v1/users/{userId}/skills-assigned/{skillId} – code 0 with the item, 2 unpublished, 52 not assigned
export async function getAssignedSkill({ session, userId, skillId }: Caller & { userId: string; skillId: string }): Promise<AssignedSkillFetch> {
  const { db, playlist, learner, now, standing } = await loadLearnerSkill(session, userId, skillId);
  if (standing.code !== SKILL_CODE.published) return { code: standing.code, item: null };
  const { progress, assignment } = standing;
  const [[row], facts, certs] = await Promise.all([
    listPlaylistRows(db, { orgId: session.org.id, ids: [playlist.id] }),
    loadProgressFacts(db, { playlist, progress }),
    latestCertificateIds(db, { orgId: session.org.id, userId: learner, playlistIds: [playlist.id] }),
  ]);
  const calc = calculateProgress(facts.items, facts.assessment.facts);
  const list = await Promise.all(
    facts.content.map(async (c, i) => ({
      ...(await toContentEntry(c)),
      watchedPercent: calc.items[i].watchedPercent,
      watched: calc.items[i].watched,
      hasQuiz: facts.items[i].hasQuiz,
      quizPassed: calc.items[i].quizPassed,
      done: calc.items[i].done,
    })),
  );
  const base = toAssignedItem(row, assignment, progress, now, certs.get(playlist.id) ?? null);
  return {
    code: SKILL_CODE.published,
    item: { ...base, list, assessment: { questions: facts.assessment.facts.questions, passed: facts.assessment.facts.passed, lastScore: facts.assessment.lastScore } },
  };
}
