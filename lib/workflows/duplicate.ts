import { getDb, type Db } from '@/db/client';
import type { Workflow } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { copyWorkflowAnnotations } from '@/lib/annotations/queries';
import { recordAudit } from '@/lib/audit/record';
import { AppError } from '@/lib/http/errors';
import { sendJob } from '@/lib/jobs';
import type { ScopedWorkspaceRow } from '@/lib/workspaces/queries';
import { loadVisibleWorkspace } from '@/lib/workspaces/workspace-access';
import { canEditInWorkspace, loadWorkflowForEdit } from './access';
import { BLOCKED, WORKFLOW_COPY_MEDIA_JOB, type WorkflowJobData } from './constants';
import { statusFieldsOf } from './detail';
import {
  insertStepCopies,
  insertTranscriptionCopies,
  insertWorkflow,
  listSteps,
  listSubcategoryIds,
  listTranscriptions,
  replaceSubcategories,
} from './queries';
import type { DuplicateDto, DuplicateWorkflowInput } from './schema';
import { hasProcessingOrErrorFlags, statusColumnsOf } from './status';

export type DuplicateWorkflowOptions = { session: SessionContext; workflowId: unknown; input: DuplicateWorkflowInput };

/**
 * Copies a workflow into each target workspace (card tool "copy": only without processing or
 * error flags). A copy takes the title, translations, steps, transcripts, annotations and
 * sub-categories, is published when the source is, and stays blocked ("copying original video")
 * until the copy-media job has copied the stored media and rewritten its keys.
 */
export async function duplicateWorkflow({ session, workflowId, input }: DuplicateWorkflowOptions): Promise<DuplicateDto[]> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, workflowId);
  if (hasProcessingOrErrorFlags(await statusFieldsOf(db, session.org.id, workflow))) throw new AppError('conflict', 'workflows.busy');
  const targets: ScopedWorkspaceRow[] = [];
  for (const id of input.groupIds) {
    const target = await loadVisibleWorkspace(db, session, id);
    if (!canEditInWorkspace(session, target.id)) throw new AppError('forbidden');
    targets.push(target);
  }

  const copies = await db.transaction(async (tx) => {
    const ids: DuplicateDto[] = [];
    for (const target of targets) {
      const id = await copyWorkflow(tx, session, workflow, target.id);
      await recordAudit(tx, session, {
        action: 'workflow.duplicate',
        entityType: 'workflow',
        entityId: id,
        entityName: workflow.title,
        after: { sourceId: workflow.id, workspaceId: target.id, workspaceName: target.name },
      });
      ids.push({ id });
    }
    return ids;
  });
  for (const { id } of copies) {
    await sendJob<WorkflowJobData>(WORKFLOW_COPY_MEDIA_JOB, { organizationId: session.org.id, workflowId: id }, { singletonKey: id });
  }
  return copies;
}

async function copyWorkflow(tx: Db, session: SessionContext, w: Workflow, workspaceId: string): Promise<string> {
  const orgId = session.org.id;
  const copy = await insertWorkflow(tx, {
    organizationId: orgId,
    workspaceId,
    authorId: session.user.id,
    title: w.title,
    titleTranslations: w.titleTranslations,
    languageCode: w.languageCode,
    ...statusColumnsOf(w),
    blocked: BLOCKED.copyingOriginalVideo,
    publishedAt: w.published ? new Date() : null,
    posterKey: w.posterKey,
    videoDuration: w.videoDuration,
    // Still the source's keys: the copy-media job copies each object and rewrites them.
    originalVideoKey: w.originalVideoKey,
    source: w.source,
    terms: w.terms,
    hlsVersion: w.hlsVersion,
    duplicatedFromId: w.id,
  });
  const scope = { orgId, workflowId: w.id };
  const [steps, texts, subcategoryIds] = await Promise.all([listSteps(tx, scope), listTranscriptions(tx, scope), listSubcategoryIds(tx, scope)]);
  const stepIds = await insertStepCopies(tx, { orgId, workflowId: copy.id, steps });
  await copyWorkflowAnnotations(tx, { orgId, workflowId: w.id, toWorkflowId: copy.id, stepIds });
  await insertTranscriptionCopies(tx, { orgId, workflowId: copy.id, texts });
  await replaceSubcategories(tx, { orgId, workflowId: copy.id, ids: subcategoryIds });
  return copy.id;
}
