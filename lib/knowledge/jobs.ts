import 'server-only';
import { getDb } from '@/db/client';
import { logError } from '@/lib/http/log';
import { defineJob, sendJob } from '@/lib/jobs';
import { backfillKnowledge, indexWorkflowKnowledge } from './indexer';
import { refreshTextStatistics } from './text-statistics';

export const KNOWLEDGE_INDEX_JOB = 'knowledge-index-workflow';
export const KNOWLEDGE_BACKFILL_JOB = 'knowledge-backfill';
export type KnowledgeIndexJobData = { organizationId: string; workflowId: string };
export type KnowledgeBackfillJobData = { organizationId?: string };

export const knowledgeIndexJob = defineJob<KnowledgeIndexJobData>(
  KNOWLEDGE_INDEX_JOB,
  async (data) => {
    const db = await getDb();
    const { chunks, removed } = await indexWorkflowKnowledge(db, data);
    // The ordinary way chunks grow (the backfill analyses at its end): the full-text step's word statistics follow.
    await refreshTextStatistics(db, { written: chunks + removed });
  },
  { retryLimit: 3, retryDelay: 60, expireInSeconds: 10 * 60 },
);

export const knowledgeBackfillJob = defineJob<KnowledgeBackfillJobData>(
  KNOWLEDGE_BACKFILL_JOB,
  async (data) => void (await backfillKnowledge(await getDb(), data)),
  { retryLimit: 1, expireInSeconds: 60 * 60 },
);

/**
 * Asks for a workflow's chunks to be rebuilt (after its transcript, summary or publication
 * changed, or it was deleted). One waiting job per workflow. The index is derived data: a failed
 * send is logged, not raised, and the next change or a backfill repairs it.
 */
export async function requestKnowledgeIndex(organizationId: string, workflowId: string): Promise<void> {
  try {
    await sendJob<KnowledgeIndexJobData>(KNOWLEDGE_INDEX_JOB, { organizationId, workflowId }, { singletonKey: workflowId });
  } catch (error) {
    logError('knowledge', 'index job not sent', error);
  }
}

export const requestKnowledgeBackfill = (organizationId?: string) =>
  sendJob<KnowledgeBackfillJobData>(KNOWLEDGE_BACKFILL_JOB, organizationId ? { organizationId } : {}, { singletonKey: organizationId ?? 'all' });
