import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { workflows } from '@/db/schema';
import { generateKeyTerms } from '@/lib/ai/content';
import { loadTranscriptInput } from '@/lib/ai/content/transcript';
import type { SessionContext } from '@/lib/auth/session';
import { listWorkflowTranscriptions, sentencesOf } from '@/lib/editor/transcription/queries';
import { AppError } from '@/lib/http/errors';
import { invalidatePublicWorkflow } from '@/lib/player/public-cache-store';
import { loadWorkflowForEdit } from '@/lib/workflows/access';
import { isKeyTermLanguage, mergeKeyTermsByLanguage } from './merge-terms';
import { keyTermsByLanguage, type KeyTermsByLanguage } from './terms';

export type SuggestedTerms = { terms: KeyTermsByLanguage; added: KeyTermsByLanguage; provider: 'openai' | 'offline' | null };

/**
 * POST /api/v1/workflow/keypoints (spec 02 §7 `workflow/keypoints`): key terms generated from
 * each transcript in a §9 key-term language, merged into workflows.terms after the author's own
 * (lib/builder/merge-terms.ts). The workflow's revision is left alone: an open builder keeps its
 * form, takes the added terms into it and the author keeps or removes them before saving.
 */
export async function suggestKeyTerms(session: SessionContext, workflowId: unknown): Promise<SuggestedTerms> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, workflowId);
  const orgId = session.org.id;
  const languages = (await listWorkflowTranscriptions(db, { orgId, workflowId: workflow.id }))
    .filter((t) => isKeyTermLanguage(t.languageCode) && sentencesOf(t.sentences).length > 0)
    .map((t) => t.languageCode);
  if (!languages.length) throw new AppError('conflict', 'aiSummary.errors.noTranscript');
  const suggested: KeyTermsByLanguage = {};
  let provider: SuggestedTerms['provider'] = null;
  for (const languageCode of languages) {
    const input = await loadTranscriptInput(db, { orgId, workflowId: workflow.id, languageCode });
    if (!input?.sentences.length) continue;
    const generated = await generateKeyTerms(input, { organizationId: orgId }).catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      console.warn('[ai] key terms failed', error instanceof Error ? error.message.slice(0, 200) : error);
      throw new AppError('unavailable', 'aiSummary.errors.generationFailed');
    });
    suggested[languageCode] = generated.terms;
    provider ??= generated.provider;
  }
  const { terms, added } = mergeKeyTermsByLanguage(keyTermsByLanguage(workflow.terms, workflow.languageCode), suggested);
  if (Object.keys(added).length) {
    await db.update(workflows).set({ terms, updatedAt: new Date() }).where(and(eq(workflows.id, workflow.id), eq(workflows.organizationId, orgId)));
    await invalidatePublicWorkflow(workflow.id);
  }
  return { terms, added, provider };
}
