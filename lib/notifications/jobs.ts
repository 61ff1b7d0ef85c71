import { defineJob } from '@/lib/jobs';
import { NOTIFICATION_EMAIL_JOB, sendAllPendingNotificationEmails } from './email';

/**
 * The email round, every minute on one process: rows are claimed before they are mailed, so a
 * retry or an overlapping run never sends one twice (lib/notifications/email.ts).
 */
export const notificationEmailJob = defineJob(
  NOTIFICATION_EMAIL_JOB,
  async () => {
    await sendAllPendingNotificationEmails();
  },
  { cron: '* * * * *', retryLimit: 0, expireInSeconds: 300 },
);
