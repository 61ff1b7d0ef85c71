import { recordAudit } from '@/lib/audit/record';
import { requestKnowledgeIndex } from '@/lib/knowledge/jobs';
import { AppError } from '@/lib/http/errors';
import { statusFieldsOf } from './detail';
import { editWorkflow, type EditOptions } from './edit';
import { updateWorkflow } from './queries';
import { publishReadiness } from './status';

/**
 * Publishes a ready workflow (spec 02 §4 ready check; never while blocked): published, its
 * publish date, and processed — the author has seen it through. Publishing twice changes nothing.
 */
export async function publishWorkflow(options: EditOptions) {
  const { session } = options;
  const detail = await editWorkflow(options, async (tx, { workflow }) => {
    if (workflow.published) return;
    const fields = await statusFieldsOf(tx, session.org.id, workflow);
    if (!publishReadiness(fields).canPublish) throw new AppError('conflict', 'workflows.notReady');
    await updateWorkflow(tx, {
      orgId: session.org.id,
      workflowId: workflow.id,
      patch: { published: true, publishedAt: new Date(), processed: true },
    });
    await recordAudit(tx, session, { action: 'workflow.publish', entityType: 'workflow', entityId: workflow.id, entityName: workflow.title });
  });
  // The assistant's knowledge follows publication (lib/knowledge).
  await requestKnowledgeIndex(session.org.id, detail.id);
  return detail;
}
