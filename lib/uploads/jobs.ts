import { defineJob } from '@/lib/jobs';
import { sweepExpiredUploads } from './sweep';

export const UPLOADS_SWEEP_JOB = 'uploads-sweep';

/** Every 15 minutes, across all organisations; idempotent (a repeated sweep finds nothing new). */
export const uploadsSweepJob = defineJob(
  UPLOADS_SWEEP_JOB,
  async () => {
    const swept = await sweepExpiredUploads();
    if (swept > 0) console.log(`[uploads] swept ${swept} expired upload(s)`);
  },
  { cron: '*/15 * * * *', retryLimit: 1, retryDelay: 60, expireInSeconds: 600 },
);
