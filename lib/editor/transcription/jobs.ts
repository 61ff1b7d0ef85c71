import { defineJob } from '@/lib/jobs';
import { RETRANSCRIBE_JOB, runRetranscription, type RetranscribeJobData } from './retranscribe';

/** Failures are recorded in the conversion history by runRetranscription; nothing to retry. */
export const retranscribeJob = defineJob<RetranscribeJobData>(RETRANSCRIBE_JOB, runRetranscription, { retryLimit: 0, expireInSeconds: 2 * 3600 });
