import { recordAudit } from '@/lib/audit/record';
import { requestKnowledgeIndex } from '@/lib/knowledge/jobs';
import { AppError } from '@/lib/http/errors';
import { editWorkflow, type EditOptions } from './edit';
import { updateWorkflow } from './queries';

/** Takes a published workflow back to unpublished (card tool "unpublish": published only). */
export async function unpublishWorkflow(options: EditOptions) {
  const { session } = options;
  const detail = await editWorkflow(options, async (tx, { workflow }) => {
    if (!workflow.published) throw new AppError('conflict', 'workflows.notPublished');
    await updateWorkflow(tx, { orgId: session.org.id, workflowId: workflow.id, patch: { published: false, publishedAt: null } });
    await recordAudit(tx, session, {
      action: 'workflow.unpublish',
      entityType: 'workflow',
      entityId: workflow.id,
      entityName: workflow.title,
      before: { publishedAt: workflow.publishedAt?.toISOString() ?? null },
    });
  });
  await requestKnowledgeIndex(session.org.id, detail.id);
  return detail;
}
