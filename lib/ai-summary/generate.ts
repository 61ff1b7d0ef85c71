import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { aiSummaries } from '@/db/schema';
import { generateSummary } from '@/lib/ai/content';
import { loadTranscriptInput } from '@/lib/ai/content/transcript';
import { aiProvider } from '@/lib/ai/provider';
import { listWorkflowTranscriptions, sentencesOf } from '@/lib/editor/transcription/queries';
import { requestKnowledgeIndex } from '@/lib/knowledge/jobs';
import { invalidatePublicWorkflow } from '@/lib/player/public-cache-store';
import { contentFromGenerated } from './content';
import { findSummary, updateSummaryRow } from './queries';
import { translateContent } from './translate';

/** The job that makes a workflow's AI summary and SOP outline (queued by POST /api/v1/ai-summary). */
export const AI_SUMMARY_JOB = 'ai-summary-generate';
export type AiSummaryJobData = { organizationId: string; summaryId: string };

export const GENERATION_FAILED = 'aiSummary.errors.generationFailed';
export const NO_TRANSCRIPT = 'aiSummary.errors.noTranscript';

/** The workflow's other content languages with subtitles (not switched off): what the content is translated into. */
async function otherLanguages(organizationId: string, workflowId: string, from: string) {
  const rows = await listWorkflowTranscriptions(await getDb(), { orgId: organizationId, workflowId });
  return rows.filter((r) => !r.disabled && r.languageCode !== from && sentencesOf(r.sentences).length > 0).map((r) => r.languageCode);
}

/**
 * The job's work. Idempotent: a delivery that finds the row no longer pending or processing
 * stops, and every write is conditional on the revision the run started from, so a restart or
 * a delete in between is never overwritten. A failure is recorded as `failure` with its message
 * key; the author retries from the builder.
 */
export async function runSummaryGeneration({ organizationId, summaryId }: AiSummaryJobData): Promise<void> {
  const db = await getDb();
  const row = await findSummary(db, { orgId: organizationId, id: summaryId });
  if (!row || (row.status !== 'pending' && row.status !== 'processing')) return;
  const scope = { orgId: organizationId, id: row.id };
  const same = eq(aiSummaries.revision, row.revision);
  const step = (set: Parameters<typeof updateSummaryRow>[2]) => updateSummaryRow(db, scope, set, same);
  try {
    if (!(await step({ status: 'processing', progress: 0.1 }))) return;
    const input = await loadTranscriptInput(db, { orgId: organizationId, workflowId: row.workflowId, languageCode: row.languageCode });
    if (!input?.sentences.length) {
      await step({ status: 'failure', errorKey: NO_TRANSCRIPT, progress: 0 });
      return;
    }
    const wanted = Array.isArray(row.sentences) ? (row.sentences as number[]).filter((i) => i < input.sentences.length) : null;
    const indices = wanted?.length ? wanted : null;
    const picked = indices ? { ...input, sentences: indices.map((i) => input.sentences[i]!) } : input;
    const generated = await generateSummary(picked, { organizationId });
    let content = contentFromGenerated(generated, indices);
    await step({ progress: 0.6 });
    const provider = aiProvider();
    const languages = provider ? await otherLanguages(organizationId, row.workflowId, row.languageCode) : [];
    if (provider && languages.length) {
      content = await translateContent(provider, content, {
        from: row.languageCode,
        languages,
        onLanguage: async (done) => void (await step({ progress: 0.6 + (0.35 * done) / languages.length })),
      });
    }
    await step({ status: 'completed', content, provider: generated.provider, progress: 1, errorKey: null });
    if (row.activate) await requestKnowledgeIndex(organizationId, row.workflowId);
  } catch (error) {
    console.warn('[ai-summary] generation failed', error instanceof Error ? error.message.slice(0, 200) : error);
    await step({ status: 'failure', errorKey: GENERATION_FAILED, progress: 0 }).catch(() => undefined);
  } finally {
    await invalidatePublicWorkflow(row.workflowId);
  }
}
