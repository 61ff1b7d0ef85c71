import { AppError } from '@/lib/http/errors';
import { editWorkflow, snapshotWorkflow, type EditOptions } from './edit';
import { updateWorkflow } from './queries';
import type { RenameWorkflowInput } from './schema';

/**
 * Renames a workflow in one language (spec: unpublished only, ≤ 90 characters, trimmed, no save
 * if unchanged). The translation for `languageCode` is set; the main title too when that is the
 * workflow's own language.
 */
export function renameWorkflow({ input, ...options }: EditOptions & { input: RenameWorkflowInput }) {
  return editWorkflow(options, async (tx, { workflow }) => {
    if (workflow.published) throw new AppError('conflict', 'workflows.renamePublished');
    const translations = { ...(workflow.titleTranslations as Record<string, string>) };
    const isMainLanguage = input.languageCode === workflow.languageCode;
    const current = translations[input.languageCode] ?? (isMainLanguage ? workflow.title : undefined);
    if (current === input.title && (!isMainLanguage || workflow.title === input.title)) return;
    await snapshotWorkflow(tx, options.session, workflow.id);
    translations[input.languageCode] = input.title;
    await updateWorkflow(tx, {
      orgId: options.session.org.id,
      workflowId: workflow.id,
      patch: { titleTranslations: translations, ...(isMainLanguage ? { title: input.title } : {}) },
    });
  });
}
