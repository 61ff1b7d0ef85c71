import 'server-only';
import { getDb } from '@/db/client';
import { recordAudit } from '@/lib/audit/record';
import { claimRevision } from '@/lib/editor/revision';
import { STALE_REVISION_KEY } from '@/lib/editor/schema';
import { AppError } from '@/lib/http/errors';
import { EDITOR } from '@/lib/workflows/constants';
import { editWorkflow, snapshotWorkflow } from '@/lib/workflows/edit';
import { listSteps, replaceSubcategories, updateWorkflow } from '@/lib/workflows/queries';
import { resetWorkflow } from '@/lib/workflows/reset';
import { loadBuilder } from './load';
import { updateStepTitles } from './queries';
import type { BuilderDocument, ResetBuilderInput } from './schema';
import { assertEditorIdle, type BuilderCall } from './save';
import { translationsOf } from './titles';

/**
 * POST /builder/reset {keepWorkflow} (spec 02 §7; design notes "Builder"):
 * - keepWorkflow true: the builder starts over on the workflow as it is — its video, steps, step
 *   titles in the workflow's language, transcripts, posters and attachments stay; what the builder
 *   added goes: title translations (workflow and steps), key terms, sub-categories, the safety
 *   watermark, and the editor status returns to "completed segmentation". Versioned, so the
 *   version history can bring it back.
 * - keepWorkflow false: the workflow itself starts over from its original video — the card's
 *   reset (lib/workflows/reset.ts: refused while published or busy; the pipeline runs again).
 * Both are based on `revision` like a save (409 when somebody saved in between).
 */
export async function resetBuilder({ session, workflowId, input }: BuilderCall & { input: ResetBuilderInput }): Promise<BuilderDocument> {
  const orgId = session.org.id;
  if (!input.keepWorkflow) {
    // The card's reset runs in its own transaction: check the revision first, claim it once done.
    const before = await loadBuilder(session, workflowId);
    if (before.revision !== input.revision) throw new AppError('conflict', STALE_REVISION_KEY, { revision: before.revision });
    await resetWorkflow({ session, workflowId });
    const db = await getDb();
    await db.transaction((tx) => claimRevision(tx, { orgId, collection: 'workflows', documentId: before.workflowId, expected: input.revision })).catch(() => undefined);
    return loadBuilder(session, workflowId);
  }
  await editWorkflow({ session, workflowId }, async (tx, { workflow }) => {
    await claimRevision(tx, { orgId, collection: 'workflows', documentId: workflow.id, expected: input.revision });
    await assertEditorIdle(tx, orgId, workflow);
    await snapshotWorkflow(tx, session, workflow.id);
    const scope = { orgId, workflowId: workflow.id };
    const main = (title: string): Record<string, string> => (title.trim() ? { [workflow.languageCode]: title } : {});
    for (const step of await listSteps(tx, scope)) {
      const title = step.title.trim() || translationsOf(step.titleTranslations)[workflow.languageCode] || '';
      await updateStepTitles(tx, { ...scope, stepId: step.id, title, titleTranslations: main(title) });
    }
    await replaceSubcategories(tx, { ...scope, ids: [] });
    await updateWorkflow(tx, {
      ...scope,
      patch: { titleTranslations: main(workflow.title), terms: {}, enableSafetyWatermark: false, editorStatus: EDITOR.completedSegmentation },
    });
    await recordAudit(tx, session, { action: 'workflow.builderReset', entityType: 'workflow', entityId: workflow.id, entityName: workflow.title });
  });
  return loadBuilder(session, workflowId);
}
