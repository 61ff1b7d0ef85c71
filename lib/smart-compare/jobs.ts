import { defineJob } from '@/lib/jobs';
import { COMPARE_TIMEOUT_MS, runSmartCompare, SMART_COMPARE_JOB, type SmartCompareJobData } from './run';

/**
 * The run stops itself at COMPARE_TIMEOUT_MS and records the time-out; pg-boss's expiry is a
 * little later so only a dead worker's job expires. No retries: the user starts a new compare.
 */
export const smartCompareJob = defineJob<SmartCompareJobData>(SMART_COMPARE_JOB, runSmartCompare, {
  retryLimit: 0,
  expireInSeconds: COMPARE_TIMEOUT_MS / 1000 + 60,
  concurrency: 1,
});
