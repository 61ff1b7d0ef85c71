import { recordAudit } from '@/lib/audit/record';
import { isPublishRendering, publishRenderNeeded, sendPublishRenderJob, startPublishRender } from '@/lib/editor/publish/state';
import { requestKnowledgeIndex } from '@/lib/knowledge/jobs';
import { AppError } from '@/lib/http/errors';
import { statusFieldsOf } from './detail';
import { editWorkflow, type EditOptions } from './edit';
import { updateWorkflow } from './queries';
import { publishReadiness } from './status';

/**
 * Publishes a ready workflow (spec 02 §4 ready check; never while blocked): published, its
 * publish date, and processed — the author has seen it through. Publishing twice changes nothing.
 *
 * With blur regions or a voice-over to burn in (lib/editor/publish) the publish is a render job
 * first: the workflow reads "processing publish workflow" and becomes published when its media
 * is rendered, so viewers never get the unblurred media. A published workflow whose blurs or
 * voice-over changed since its media was rendered is rendered again (it stays published with
 * its previous media meanwhile). Nothing to burn in: published at once, as ever.
 */
export async function publishWorkflow(options: EditOptions) {
  const { session } = options;
  let render: string | null = null;
  const detail = await editWorkflow(options, async (tx, { workflow }) => {
    if (isPublishRendering(workflow)) return;
    const needed = await publishRenderNeeded(tx, workflow);
    if (workflow.published && !needed) return;
    if (!workflow.published) {
      const fields = await statusFieldsOf(tx, session.org.id, workflow);
      if (!publishReadiness(fields).canPublish) throw new AppError('conflict', 'workflows.notReady');
    }
    await recordAudit(tx, session, { action: 'workflow.publish', entityType: 'workflow', entityId: workflow.id, entityName: workflow.title });
    if (needed) {
      await startPublishRender(tx, workflow, workflow.published ? 'refresh' : 'publish');
      render = workflow.id;
      return;
    }
    await updateWorkflow(tx, {
      orgId: session.org.id,
      workflowId: workflow.id,
      patch: { published: true, publishedAt: new Date(), processed: true },
    });
  });
  if (render) await sendPublishRenderJob({ organizationId: session.org.id, workflowId: render });
  // The assistant's knowledge follows publication (lib/knowledge).
  await requestKnowledgeIndex(session.org.id, detail.id);
  return detail;
}
