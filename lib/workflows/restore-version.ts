import { recordAudit } from '@/lib/audit/record';
import { AppError } from '@/lib/http/errors';
import { requireId } from '@/lib/workspaces/workspace-access';
import { editWorkflow, snapshotWorkflow, type EditOptions } from './edit';
import { isContentLanguage } from './languages';
import { findWorkflowVersion, updateWorkflow, type WorkflowPatch } from './queries';

/**
 * What a restore writes back: the author's content fields. Statuses, media keys of the pipeline
 * and the publish state are the present's business — an old snapshot may name media long replaced.
 */
function restorable(snapshot: Record<string, unknown>): WorkflowPatch {
  const patch: WorkflowPatch = {};
  if (typeof snapshot.title === 'string' && snapshot.title.trim()) patch.title = snapshot.title;
  if (snapshot.titleTranslations && typeof snapshot.titleTranslations === 'object') patch.titleTranslations = snapshot.titleTranslations;
  if (isContentLanguage(snapshot.languageCode)) patch.languageCode = snapshot.languageCode;
  if (typeof snapshot.posterKey === 'string' || snapshot.posterKey === null) patch.posterKey = snapshot.posterKey;
  if (typeof snapshot.externalId === 'string' || snapshot.externalId === null) patch.externalId = snapshot.externalId;
  if (Array.isArray(snapshot.terms)) patch.terms = snapshot.terms;
  return patch;
}

/** Restores a version: the present is snapshotted first, so a restore can itself be undone. */
export function restoreWorkflowVersion({ versionId, ...options }: EditOptions & { versionId: unknown }) {
  const { session } = options;
  return editWorkflow(options, async (tx, { workflow }) => {
    const version = await findWorkflowVersion(tx, { orgId: session.org.id, workflowId: workflow.id, versionId: requireId(versionId) });
    if (!version) throw new AppError('not_found', 'workflows.versionNotFound');
    await snapshotWorkflow(tx, session, workflow.id);
    const patch = restorable(version.snapshot as Record<string, unknown>);
    await updateWorkflow(tx, { orgId: session.org.id, workflowId: workflow.id, patch });
    await recordAudit(tx, session, {
      action: 'workflow.restore',
      entityType: 'workflow',
      entityId: workflow.id,
      entityName: patch.title ?? workflow.title,
      before: { title: workflow.title },
      after: { version: version.version, title: patch.title ?? workflow.title },
    });
  });
}
