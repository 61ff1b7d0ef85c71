import 'server-only';
import { getDb } from '@/db/client';
import { defineJob, sendJob } from '@/lib/jobs';
import { indexDocument } from './indexer';

export const DATA_HUB_INDEX_JOB = 'data-hub-index-document';
export type DataHubIndexJobData = { organizationId: string; documentId: string };

export const dataHubIndexJob = defineJob<DataHubIndexJobData>(
  DATA_HUB_INDEX_JOB,
  async (data) => void (await indexDocument(await getDb(), data)),
  { retryLimit: 2, retryDelay: 30, expireInSeconds: 15 * 60 },
);

/** Queues a document's indexing; unlike the workflow index, a failed send is the caller's error (the document would wait forever). */
export const requestDocumentIndex = (organizationId: string, documentId: string) =>
  sendJob<DataHubIndexJobData>(DATA_HUB_INDEX_JOB, { organizationId, documentId });
