import { editWorkflow, snapshotWorkflow, type EditOptions } from './edit';
import { updateWorkflow } from './queries';
import type { SetLanguageCodeInput } from './schema';

/**
 * Sets the language the workflow is spoken in. Its main title becomes that language's
 * translation when one exists; a title without one keeps its text (and gains it as a translation).
 */
export function setWorkflowLanguage({ input, ...options }: EditOptions & { input: SetLanguageCodeInput }) {
  const { session } = options;
  return editWorkflow(options, async (tx, { workflow }) => {
    if (workflow.languageCode === input.languageCode) return;
    await snapshotWorkflow(tx, session, workflow.id);
    const translations = { ...(workflow.titleTranslations as Record<string, string>) };
    translations[workflow.languageCode] ??= workflow.title;
    const title = translations[input.languageCode]?.trim() || workflow.title;
    translations[input.languageCode] = title;
    await updateWorkflow(tx, {
      orgId: session.org.id,
      workflowId: workflow.id,
      patch: { languageCode: input.languageCode, title, titleTranslations: translations },
    });
  });
}
