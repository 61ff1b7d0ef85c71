import { defineJob } from '@/lib/jobs';
import { NOTIFICATION_EMAIL_JOB, sendPendingNotificationEmails, type NotificationEmailJobData } from './email';

/** Rows are claimed before they are mailed, so a retry never sends one twice (lib/notifications/email.ts). */
export const notificationEmailJob = defineJob<NotificationEmailJobData>(
  NOTIFICATION_EMAIL_JOB,
  async (data) => {
    await sendPendingNotificationEmails(data);
  },
  { retryLimit: 3, retryDelay: 10, expireInSeconds: 10 * 60 },
);
