import { getDb } from '@/db/client';
import { defineJob, sendJob } from '@/lib/jobs';
import { runExport } from './run';

export const ANALYTICS_EXPORT_JOB = 'analytics-export';

/** Writes a big analytics export (lib/analytics/export/run.ts); idempotent, so a redelivery is harmless. */
export const analyticsExportJob = defineJob<{ exportId: string }>(
  ANALYTICS_EXPORT_JOB,
  async ({ exportId }) => {
    await runExport(await getDb(), exportId);
  },
  { retryLimit: 1, expireInSeconds: 30 * 60, concurrency: 1 },
);

export const sendExportJob = (exportId: string) => sendJob(ANALYTICS_EXPORT_JOB, { exportId }, { singletonKey: `analytics-export:${exportId}` });
