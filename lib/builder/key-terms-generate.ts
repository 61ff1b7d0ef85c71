import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { keyTermGenerations, workflows } from '@/db/schema';
import { generateKeyTerms } from '@/lib/ai/content';
import { loadTranscriptInput } from '@/lib/ai/content/transcript';
import { listWorkflowTranscriptions, sentencesOf } from '@/lib/editor/transcription/queries';
import { AppError } from '@/lib/http/errors';
import { invalidatePublicWorkflow } from '@/lib/player/public-cache-store';
import { findKeyTermGeneration, updateKeyTermGeneration } from './key-terms-queries';
import { isKeyTermLanguage, mergeKeyTermsByLanguage } from './merge-terms';
import { keyTermsByLanguage, type KeyTermsByLanguage } from './terms';

/** The job that suggests a workflow's key terms (queued by POST /api/v1/workflow/keypoints). */
export const KEY_TERMS_JOB = 'key-terms-generate';
export type KeyTermsJobData = { organizationId: string; generationId: string; revision: number };

export const NO_TRANSCRIPT = 'aiSummary.errors.noTranscript';
export const GENERATION_FAILED = 'aiSummary.errors.generationFailed';

/** The workflow's transcript languages that are §9 key-term languages and have sentences. */
export async function keyTermLanguages(db: Db, orgId: string, workflowId: string): Promise<string[]> {
  return (await listWorkflowTranscriptions(db, { orgId, workflowId }))
    .filter((t) => isKeyTermLanguage(t.languageCode) && sentencesOf(t.sentences).length > 0)
    .map((t) => t.languageCode);
}

/**
 * The job's work: key terms from each transcript in a §9 key-term language, merged into
 * workflows.terms after the author's own (lib/builder/merge-terms.ts). The workflow's revision
 * is left alone: an open builder keeps its form and takes the added terms into it.
 *
 * Idempotent: every write is conditional on the run (revision) it started from and on its
 * status, so a second delivery, a restart or a delete in between changes nothing; the merge and
 * `completed` are written in one transaction. A failure is recorded as `failure` with its
 * message key; the author retries from the builder.
 */
export async function runKeyTermGeneration({ organizationId, generationId, revision }: KeyTermsJobData): Promise<void> {
  const db = await getDb();
  const row = await findKeyTermGeneration(db, { orgId: organizationId, id: generationId });
  if (!row || row.revision !== revision || (row.status !== 'pending' && row.status !== 'processing')) return;
  const scope = { orgId: organizationId, id: row.id, revision };
  const running = inArray(keyTermGenerations.status, ['pending', 'processing']);
  const step = (set: Parameters<typeof updateKeyTermGeneration>[2]) => updateKeyTermGeneration(db, scope, set, running);
  let merged = false;
  try {
    if (!(await step({ status: 'processing', progress: 0.05 }))) return;
    const languages = await keyTermLanguages(db, organizationId, row.workflowId);
    if (!languages.length) throw new AppError('conflict', NO_TRANSCRIPT);
    const suggested: KeyTermsByLanguage = {};
    let provider: 'openai' | 'offline' | null = null;
    for (const [i, languageCode] of languages.entries()) {
      const input = await loadTranscriptInput(db, { orgId: organizationId, workflowId: row.workflowId, languageCode });
      if (input?.sentences.length) {
        const generated = await generateKeyTerms(input, { organizationId });
        suggested[languageCode] = generated.terms;
        provider ??= generated.provider;
      }
      if (!(await step({ progress: 0.05 + (0.85 * (i + 1)) / languages.length }))) return;
    }
    merged = await db.transaction(async (tx) => {
      const scoped = and(eq(workflows.id, row.workflowId), eq(workflows.organizationId, organizationId));
      const [workflow] = await tx.select({ terms: workflows.terms, languageCode: workflows.languageCode }).from(workflows).where(scoped).for('update');
      if (!workflow) return false;
      const { terms, added } = mergeKeyTermsByLanguage(keyTermsByLanguage(workflow.terms, workflow.languageCode), suggested);
      const done = await updateKeyTermGeneration(tx, scope, { status: 'completed', added, provider, progress: 1, errorKey: null }, eq(keyTermGenerations.status, 'processing'));
      if (!done || !Object.keys(added).length) return false;
      await tx.update(workflows).set({ terms, updatedAt: new Date() }).where(scoped);
      return true;
    });
  } catch (error) {
    const key = error instanceof AppError ? error.messageKey : GENERATION_FAILED;
    if (!(error instanceof AppError)) console.warn('[key-terms] generation failed', error instanceof Error ? error.message.slice(0, 200) : error);
    await step({ status: 'failure', errorKey: key, progress: 0 }).catch(() => undefined);
  } finally {
    if (merged) await invalidatePublicWorkflow(row.workflowId);
  }
}
