import { getDb } from '@/db/client';
import { defineJob, sendJob } from '@/lib/jobs';
import { rebuildAllDirtyDays } from './rollup';

export const ANALYTICS_ROLLUP_JOB = 'analytics-rollup';

/**
 * Keeps the analytics rollups current: every minute (once across processes) and on demand, it
 * rebuilds the (organisation, day) pairs that new or late tracking events marked stale. Idempotent
 * (lib/analytics/rollup.ts), so an overlapping or repeated run is harmless.
 */
export const analyticsRollupJob = defineJob(
  ANALYTICS_ROLLUP_JOB,
  async () => {
    await rebuildAllDirtyDays(await getDb());
  },
  { cron: '* * * * *', retryLimit: 1, expireInSeconds: 300 },
);

/** On demand: one waiting run at most (singleton key), whoever asks. */
export const requestAnalyticsRollup = () => sendJob(ANALYTICS_ROLLUP_JOB, {}, { singletonKey: ANALYTICS_ROLLUP_JOB });
