import { and, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { auditLog, workflows, workflowSteps } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { canEditInWorkspace } from '@/lib/workflows/access';
import { loadVisibleWorkspace } from '@/lib/workspaces/workspace-access';
import { REASON_ERRORS } from './reasons';
import type { PlayerUnavailableReason, PlayerWorkflowDto } from './schema';
import { toPlayerWorkflowDto } from './to-player-dto';

export type PlayerLoadOptions = { withAddons?: boolean; /** The request's UI locale when the user has not chosen one. */ locale?: string };
export type PlayerLoadResult = { ok: true; workflow: PlayerWorkflowDto } | { ok: false; reason: PlayerUnavailableReason };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Deleting a workflow removes its row but writes the audit log: that tells "deleted" from "never existed". */
async function wasDeleted(db: Db, orgId: string, workflowId: string) {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.organizationId, orgId), eq(auditLog.action, 'workflow.delete'), eq(auditLog.entityId, workflowId)))
    .limit(1);
  return !!row;
}

async function hasPlayableStep(db: Db, orgId: string, workflowId: string) {
  const steps = await db
    .select({ hlsKey: workflowSteps.hlsKey })
    .from(workflowSteps)
    .where(and(eq(workflowSteps.workflowId, workflowId), eq(workflowSteps.organizationId, orgId)));
  return steps.some((s) => s.hlsKey);
}

/**
 * The player's load for a signed-in viewer (spec 02 §2, §4, §8), telling apart the screens:
 * notExists (unknown id or another organisation's), deleted, forbidden (a private workspace
 * the viewer is not assigned to: allowView false → /403), unpublished (for anyone who may not
 * author it in its workspace), notAvailable (nothing packaged to play yet). An author gets an
 * unpublished workflow as a preview (the DTO's `preview`, with `canPublish`).
 */
export async function loadPlayerWorkflow(db: Db, session: SessionContext, workflowId: unknown, options: PlayerLoadOptions = {}): Promise<PlayerLoadResult> {
  if (typeof workflowId !== 'string' || !UUID.test(workflowId)) return { ok: false, reason: 'notExists' };
  const orgId = session.org.id;
  const workflow = await db.query.workflows.findFirst({ where: and(eq(workflows.id, workflowId), eq(workflows.organizationId, orgId)) });
  if (!workflow) return { ok: false, reason: (await wasDeleted(db, orgId, workflowId)) ? 'deleted' : 'notExists' };
  const workspace = await loadVisibleWorkspace(db, session, workflow.workspaceId).catch(() => null);
  if (!workspace) return { ok: false, reason: 'forbidden' };
  const canEdit = canEditInWorkspace(session, workflow.workspaceId);
  if (!workflow.published && !canEdit) return { ok: false, reason: 'unpublished' };
  if (!(await hasPlayableStep(db, orgId, workflow.id))) return { ok: false, reason: 'notAvailable' };
  const dto = await toPlayerWorkflowDto(db, {
    orgId,
    workflow,
    locale: session.user.locale ?? options.locale ?? 'en',
    isPublic: false,
    viewerId: session.user.id,
    settings: session.org.settings,
    generation: session.org.generation,
    canEdit,
    workspace: { id: workspace.id, name: workspace.name },
    withAddons: options.withAddons,
  });
  return { ok: true, workflow: dto };
}

/** The API's view of a failed load (lib/player/reasons.ts). */
export function playerLoadError(reason: PlayerUnavailableReason): AppError {
  const { code, message } = REASON_ERRORS[reason];
  return new AppError(code, message);
}

/** The player pages' load (they may not reach the database themselves). */
export const loadPlayerPage = async (session: SessionContext, workflowId: unknown, options: PlayerLoadOptions) =>
  loadPlayerWorkflow(await getDb(), session, workflowId, options);
