import { defineJob } from '@/lib/jobs';
import { AI_SUMMARY_JOB, runSummaryGeneration, type AiSummaryJobData } from './generate';

/** Failures are recorded on the row (status failure) by runSummaryGeneration; the author retries. */
export const aiSummaryJob = defineJob<AiSummaryJobData>(AI_SUMMARY_JOB, runSummaryGeneration, { retryLimit: 0, expireInSeconds: 15 * 60 });
