import 'server-only';
import { getDb } from '@/db/client';
import { transcriptions } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { orgAiProvider } from '@/lib/ai/limits';
import { AppError } from '@/lib/http/errors';
import { invalidatePublicWorkflow } from '@/lib/player/public-cache-store';
import { searchTextOf, type TranscriptSentence } from '@/lib/transcription/types';
import { loadWorkflowForEdit } from '@/lib/workflows/access';
import { findTranscriptionByLanguage, sentencesOf, toTranscriptionDto } from './queries';
import type { AddLanguageInput } from './schema';
import { translateSentences, TranslationError } from './translate';

/**
 * POST /api/v1/workflows/{id}/transcription/languages: subtitles in another content language —
 * empty (to type or upload), a copy of the workflow's transcript (same times, to translate by
 * hand) or machine-translated through the configured AI provider. One row per language.
 */
export async function addSubtitleLanguage(session: SessionContext, workflowId: unknown, input: AddLanguageInput) {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, workflowId);
  const orgId = session.org.id;
  if (await findTranscriptionByLanguage(db, { orgId, workflowId: workflow.id, languageCode: input.languageCode })) {
    throw new AppError('conflict', 'transcriptionEditor.errors.languageExists');
  }
  const main = await findTranscriptionByLanguage(db, { orgId, workflowId: workflow.id, languageCode: workflow.languageCode });
  const original = sentencesOf(main?.sentences);
  let sentences: TranscriptSentence[] = [];
  let source = 'manual';
  if (input.mode === 'copy') sentences = original;
  if (input.mode === 'translate') {
    const provider = orgAiProvider(db, orgId);
    if (!provider) throw new AppError('conflict', 'transcriptionEditor.errors.noAi');
    if (!original.length) throw new AppError('conflict', 'transcriptionEditor.errors.nothingToTranslate');
    try {
      sentences = await translateSentences(provider, original, { from: workflow.languageCode, to: input.languageCode });
    } catch (error) {
      if (error instanceof AppError) throw error; // the organisation's AI budget is spent (429)
      // The provider's own failure (network, quota) or an unusable answer: try again later.
      if (!(error instanceof TranslationError)) console.warn('[ai] translation failed', error instanceof Error ? error.message : error);
      throw new AppError('unavailable', 'transcriptionEditor.errors.translationFailed');
    }
    source = 'translation';
  }
  const [row] = await db
    .insert(transcriptions)
    .values({ organizationId: orgId, workflowId: workflow.id, languageCode: input.languageCode, source, sentences, searchText: searchTextOf(sentences) })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('conflict', 'transcriptionEditor.errors.languageExists');
  await invalidatePublicWorkflow(workflow.id);
  return toTranscriptionDto(row);
}
