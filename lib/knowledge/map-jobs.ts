import 'server-only';
import { getDb } from '@/db/client';
import { logError } from '@/lib/http/log';
import { defineJob, sendJob } from '@/lib/jobs';
import { computeKnowledgeMap } from './map-compute';

export const KNOWLEDGE_MAP_JOB = 'knowledge-map-layout';
export type KnowledgeMapJobData = { organizationId: string };

export const knowledgeMapJob = defineJob<KnowledgeMapJobData>(
  KNOWLEDGE_MAP_JOB,
  async (data) => void (await computeKnowledgeMap(await getDb(), data.organizationId)),
  { retryLimit: 1, retryDelay: 30, expireInSeconds: 15 * 60 },
);

/** Asks for an organisation's map layout to be recomputed (one waiting job per organisation); a failed send is logged, the next read asks again. */
export async function requestKnowledgeMap(organizationId: string): Promise<void> {
  try {
    await sendJob<KnowledgeMapJobData>(KNOWLEDGE_MAP_JOB, { organizationId }, { singletonKey: organizationId });
  } catch (error) {
    logError('knowledge', 'map job not sent', error);
  }
}
