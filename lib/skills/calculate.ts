import { getDb, type Db } from '@/db/client';
import type { Playlist, SkillAssignment, SkillUserProgress } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { isUuid } from '@/lib/users/schema';
import { assertSkillsAvailable, canManageSkills, loadPlaylistOrThrow } from './access';
import { updateProgressRow } from './assignment-queries';
import { findCertificate } from './certificate-queries';
import { issueCertificate, toCertificateItem } from './certificates';
import { lapseFor } from './cycle';
import { calculateProgress } from './progress';
import { loadProgressFacts } from './progress-data';
import { toProgressView } from './present';
import { findProgressById } from './performance-queries';
import { loadLearnerSkill } from './assigned';
import { SKILL_CODE, type ProgressCalculation, type SkillCode } from './schema';
import { syncAndWelcome } from './welcome';

/**
 * Recomputes one user's progress in the current cycle and stores it. Completion is sticky within a
 * cycle; completing sets when the certificate lapses (recurrence) and issues the certificate.
 */
export async function recalculate(db: Db, p: { playlist: Playlist; progress: SkillUserProgress; assignment?: SkillAssignment; now: Date }): Promise<ProgressCalculation> {
  let row = p.progress;
  if (row.status !== 'completed') {
    const facts = await loadProgressFacts(db, { playlist: p.playlist, progress: row });
    const calc = calculateProgress(facts.items, facts.assessment.facts);
    const patch =
      calc.status === 'completed'
        ? { status: calc.status, percent: 100, completedAt: p.now, lapsesAt: lapseFor(p.assignment, p.now) }
        : { status: calc.status, percent: calc.percent };
    if (patch.status !== row.status || patch.percent !== row.percent) row = (await updateProgressRow(db, { orgId: row.organizationId, id: row.id, patch })) ?? row;
  }
  const certificateId = await issueCertificate(db, { playlist: p.playlist, progress: row, now: p.now });
  const certificate = certificateId ? await findCertificate(db, { id: certificateId }) : null;
  return { progress: toProgressView(row, p.now, certificateId), certificate: certificate ? toCertificateItem(certificate) : null };
}

// POST /api/v1/users/{userId|me}/skills-assigned/{skillId}/progress-calculation
export async function calculateAssignedSkill({ session, userId, skillId }: { session: SessionContext; userId: string; skillId: string }): Promise<{ code: SkillCode; item: ProgressCalculation | null }> {
  const { db, playlist, now, standing } = await loadLearnerSkill(session, userId, skillId);
  if (standing.code !== SKILL_CODE.published) return { code: standing.code, item: null };
  return { code: standing.code, item: await recalculate(db, { playlist, progress: standing.progress, assignment: standing.assignment, now }) };
}

/**
 * POST /api/v1/skill-performances/{id}/user-certification – the certificate of a completed skill
 * performance (the learner's own, or any of the organisation's for a skills manager).
 */
export async function certifyPerformance({ session, performanceId }: { session: SessionContext; performanceId: string }): Promise<ProgressCalculation> {
  assertSkillsAvailable(session);
  const db = await getDb();
  const found = isUuid(performanceId) ? await findProgressById(db, { orgId: session.org.id, id: performanceId }) : null;
  if (!found || (found.userId !== session.user.id && !canManageSkills(session))) throw new AppError('not_found');
  const playlist = await loadPlaylistOrThrow(db, session, found.playlistId);
  const now = new Date();
  const reach = (await syncAndWelcome(db, { orgId: session.org.id, playlistIds: [playlist.id], now, userId: found.userId })).get(playlist.id)!;
  const progress = reach.progress.get(found.userId);
  if (!progress || !reach.assignments.has(found.userId)) throw new AppError('not_found');
  if (!playlist.certification) throw new AppError('conflict', 'skills.errors.certificationOff');
  const result = await recalculate(db, { playlist, progress, assignment: reach.assignments.get(found.userId), now });
  if (!result.certificate) throw new AppError('conflict', 'skills.errors.notCompleted');
  return result;
}
