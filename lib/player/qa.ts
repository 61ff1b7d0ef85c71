import type { PlayerWorkflowDto } from './schema';

/**
 * Languages the assistant answers in: those of the app's interface (spec 02 §2 "the AI Q&A setting
 * for the workflow language"); the retrieval and the offline answer work on any text, a model's
 * prompt is written for these.
 */
export const QA_LANGUAGES: readonly string[] = ['en', 'de', 'es', 'fr', 'ja', 'ko', 'pt', 'ru', 'th', 'zh'];

export const isQaLanguage = (languageCode: string) => QA_LANGUAGES.includes(languageCode.toLowerCase().split(/[-_]/)[0] ?? '');

/**
 * Spec 02 §2: the Q&A tab needs the AI Q&A setting for the workflow's language and both AI Q&A
 * permissions (the feature with its plan flag and admin toggle, and the AI switch — combined in
 * permissions.aiQa). It needs a signed-in viewer (the chat is theirs), so public players have none,
 * and it lives in window mode only: leaving it switches to Summary or Steps.
 */
export function qaAvailable(workflow: Pick<PlayerWorkflowDto, 'permissions' | 'isPublic' | 'languageCode' | 'preview'>): boolean {
  return workflow.permissions.aiQa && !workflow.isPublic && !workflow.preview && isQaLanguage(workflow.languageCode);
}

/** The tab the toolbox falls back to when Q&A goes away (spec 02 §2). */
export const tabAfterQa = (workflow: Pick<PlayerWorkflowDto, 'aiSummary'>) => (workflow.aiSummary ? 'summary' : 'steps') as 'summary' | 'steps';
