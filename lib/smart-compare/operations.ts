import 'server-only';
import { getDb } from '@/db/client';
import { assertAiFeature } from '@/lib/ai/access';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { sendJob } from '@/lib/jobs';
import { requireId } from '@/lib/workspaces/workspace-access';
import { toSmartCompareDto } from './dto';
import { countRunningCompares, findCompare, insertCompare, listCompares, userNames } from './queries';
import { COMPARE_TIMEOUT_MS, SMART_COMPARE_JOB, type SmartCompareJobData } from './run';
import { compareRequestProblem, compareRequestSchema, type ListComparesQuery, type SmartCompareDto } from './schema';
import { isSupervisor, loadStepReference, loadWorkflowReference, resolveVideo } from './sources';

/** Compares one user may have waiting or running at once: each decodes two videos on a worker. */
export const MAX_RUNNING_PER_USER = 5;
export const TOO_MANY = 'smartCompare.errors.tooMany';

/**
 * POST /video-evaluator/compare and POST /users-smart-compares: checks the §5 rules, resolves
 * both videos inside the caller's organisation (another organisation's ids are 404), records the
 * compare and queues its job. The reference must be one the caller may see.
 */
export async function startCompare(session: SessionContext, body: unknown): Promise<SmartCompareDto> {
  assertAiFeature(session, 'smartCompare');
  const input = compareRequestSchema.parse(body ?? {});
  const problem = compareRequestProblem(input);
  if (problem) throw new AppError('invalid_input', problem);
  const db = await getDb();
  const since = new Date(Date.now() - 2 * COMPARE_TIMEOUT_MS);
  if ((await countRunningCompares(db, { orgId: session.org.id, userId: session.user.id, since })) >= MAX_RUNNING_PER_USER) {
    throw new AppError('rate_limited', TOO_MANY, { max: MAX_RUNNING_PER_USER });
  }
  const user = await resolveVideo(db, session, input.userVideoUrl!);
  const common = { organizationId: session.org.id, userId: session.user.id, userVideoKey: user.key, userUploadId: user.uploadId, multimodalSopId: input.multimodalSopId ?? null, sopItemId: input.sopItemId ?? null };
  let values;
  if (input.workflowId) {
    const ref = await loadWorkflowReference(db, session, input.workflowId);
    values = { ...common, referenceKind: 'workflow', workflowId: ref.workflowId };
  } else if (input.stepId) {
    const ref = await loadStepReference(db, session, input.stepId);
    values = { ...common, referenceKind: 'step', workflowId: ref.workflowId, stepId: ref.steps[0]!.stepId };
  } else {
    const ref = await resolveVideo(db, session, input.referenceVideoUrl!, { reference: true });
    values = { ...common, referenceKind: 'video', referenceVideoKey: ref.key };
  }
  const row = await insertCompare(db, values);
  await sendJob<SmartCompareJobData>(SMART_COMPARE_JOB, { organizationId: row.organizationId, compareId: row.id }, { singletonKey: row.id });
  return toSmartCompareDto(row, session.user.displayName ?? '');
}

/** GET /users-smart-compares/{id}: the owner's or, for supervisors, anyone's in the organisation; else 404. */
export async function getCompare(session: SessionContext, id: unknown): Promise<SmartCompareDto> {
  assertAiFeature(session, 'smartCompare');
  const db = await getDb();
  const row = await findCompare(db, { orgId: session.org.id, id: requireId(id) });
  if (!row || (row.userId !== session.user.id && !isSupervisor(session))) throw new AppError('not_found');
  const names = await userNames(db, { orgId: session.org.id, ids: [row.userId] });
  return toSmartCompareDto(row, names.get(row.userId) ?? '');
}

/** GET /users-smart-compares: newest first; a smart-compare block's compares with multimodalSopId (+ sopItemId). */
export async function listComparesFor(session: SessionContext, query: ListComparesQuery) {
  assertAiFeature(session, 'smartCompare');
  const db = await getDb();
  const own = query.mine === 'true' || !isSupervisor(session);
  const { rows, total } = await listCompares(db, { orgId: session.org.id, userId: own ? session.user.id : undefined, multimodalSopId: query.multimodalSopId, sopItemId: query.sopItemId, page: query.page, size: query.size });
  const names = await userNames(db, { orgId: session.org.id, ids: [...new Set(rows.map((r) => r.userId))] });
  return { items: await Promise.all(rows.map((r) => toSmartCompareDto(r, names.get(r.userId) ?? ''))), total };
}
