import 'server-only';
import type { Db } from '@/db/client';
import type { Workflow } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { claimRevision } from '@/lib/editor/revision';
import { AppError } from '@/lib/http/errors';
import { EDITOR } from '@/lib/workflows/constants';
import { statusFieldsOf } from '@/lib/workflows/detail';
import { editWorkflow, snapshotWorkflow } from '@/lib/workflows/edit';
import { existingSubcategoryIds, listTranscriptions, replaceSubcategories, updateWorkflow } from '@/lib/workflows/queries';
import { isEditorProcessing, isSegmenting } from '@/lib/workflows/status';
import { loadBuilder } from './load';
import { existingStepIds, updateStepTitles } from './queries';
import type { BuilderDocument, BuilderForm, SaveBuilderInput } from './schema';
import { mainTitle, translationsOf } from './titles';

export type BuilderCall = { session: SessionContext; workflowId: unknown };

/** Drops blank translations (an emptied field means "not translated"). */
const filled = (t: Partial<Record<string, string>>) => translationsOf(t);

/**
 * The builder's changes may not race a cut or a re-segmentation the editors are running: the
 * steps they title could be replaced under them.
 */
export async function assertEditorIdle(tx: Db, orgId: string, workflow: Workflow) {
  const fields = await statusFieldsOf(tx, orgId, workflow);
  if (isEditorProcessing(fields) || isSegmenting(fields)) throw new AppError('conflict', 'workflows.busy');
}

async function assertKnown(tx: Db, orgId: string, workflow: Workflow, form: BuilderForm) {
  const scope = { orgId, workflowId: workflow.id };
  const stepIds = form.steps.map((s) => s.id);
  if (new Set(stepIds).size !== stepIds.length || (await existingStepIds(tx, { ...scope, ids: stepIds })).length !== stepIds.length) {
    throw new AppError('not_found', 'builder.stepNotFound');
  }
  const subcategoryIds = [...new Set(form.subcategoryIds)];
  if ((await existingSubcategoryIds(tx, { orgId, ids: subcategoryIds })).length !== subcategoryIds.length) {
    throw new AppError('not_found', 'workflows.subcategoryNotFound');
  }
  // Key terms belong to a transcript language (the player suggests them over that transcript).
  const spoken = new Set([form.languageCode, ...(await listTranscriptions(tx, scope)).map((t) => t.languageCode)]);
  for (const code of Object.keys(form.terms)) {
    if (!spoken.has(code as BuilderForm['languageCode'])) throw new AppError('invalid_input', 'builder.termLanguage', { field: `terms.${code}` });
  }
}

/**
 * PUT /builder (spec 02 §7): the builder's whole form in one save. Based on `revision` (409 when
 * somebody saved in between), versioned (a snapshot first), and it leaves the editor status at
 * "completed buildermain" (spec 02 §4).
 */
export async function saveBuilder({ session, workflowId, input }: BuilderCall & { input: SaveBuilderInput }): Promise<BuilderDocument> {
  const orgId = session.org.id;
  const { form } = input;
  await editWorkflow({ session, workflowId }, async (tx, { workflow }) => {
    await claimRevision(tx, { orgId, collection: 'workflows', documentId: workflow.id, expected: input.revision });
    await assertEditorIdle(tx, orgId, workflow);
    await assertKnown(tx, orgId, workflow, form);
    await snapshotWorkflow(tx, session, workflow.id);
    const scope = { orgId, workflowId: workflow.id };
    for (const step of form.steps) {
      const titles = filled(step.titleTranslations);
      await updateStepTitles(tx, { ...scope, stepId: step.id, title: mainTitle(titles, form.languageCode), titleTranslations: titles });
    }
    await replaceSubcategories(tx, { ...scope, ids: [...new Set(form.subcategoryIds)] });
    const titles = filled(form.titleTranslations);
    const terms = Object.fromEntries(Object.entries(form.terms).filter(([, list]) => list && list.length > 0));
    await updateWorkflow(tx, {
      ...scope,
      patch: {
        title: mainTitle(titles, form.languageCode),
        titleTranslations: titles,
        languageCode: form.languageCode,
        enableSafetyWatermark: form.enableSafetyWatermark,
        terms,
        ...(form.presetQuestions ? { presetQuestions: form.presetQuestions } : {}),
        editorStatus: EDITOR.completedBuilderMain,
      },
    });
  });
  return loadBuilder(session, workflowId);
}
