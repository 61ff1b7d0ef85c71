import 'server-only';
import { getDb } from '@/db/client';
import { defineJob, sendJob } from '@/lib/jobs';
import { refreshTextStatistics } from '@/lib/knowledge/text-statistics';
import { indexDocument } from './indexer';

export const DATA_HUB_INDEX_JOB = 'data-hub-index-document';
export type DataHubIndexJobData = { organizationId: string; documentId: string };

export const dataHubIndexJob = defineJob<DataHubIndexJobData>(
  DATA_HUB_INDEX_JOB,
  async (data) => {
    const db = await getDb();
    const { chunks } = await indexDocument(db, data);
    // A document's chunks count in the full-text step's word statistics too (lib/knowledge/text-statistics.ts); a
    // replaced file's old chunks are about as many as its new ones.
    await refreshTextStatistics(db, { written: 2 * chunks });
  },
  { retryLimit: 2, retryDelay: 30, expireInSeconds: 15 * 60 },
);

/** Queues a document's indexing; unlike the workflow index, a failed send is the caller's error (the document would wait forever). */
export const requestDocumentIndex = (organizationId: string, documentId: string) =>
  sendJob<DataHubIndexJobData>(DATA_HUB_INDEX_JOB, { organizationId, documentId });
