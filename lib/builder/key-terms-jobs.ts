import { defineJob } from '@/lib/jobs';
import { KEY_TERMS_JOB, runKeyTermGeneration, type KeyTermsJobData } from './key-terms-generate';

/** Failures are recorded on the row (status failure) by runKeyTermGeneration; the author retries. */
export const keyTermsJob = defineJob<KeyTermsJobData>(KEY_TERMS_JOB, runKeyTermGeneration, { retryLimit: 0, expireInSeconds: 15 * 60 });
