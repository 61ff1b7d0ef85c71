import { getDb } from '@/db/client';
import { defineJob } from '@/lib/jobs';
import { runSkillReminders } from './reminders';

export const SKILL_REMINDERS_JOB = 'skill-reminders';

/** Daily at 06:00 UTC, across all organisations; idempotent (lib/skills/reminders.ts). */
export const skillRemindersJob = defineJob(
  SKILL_REMINDERS_JOB,
  async () => {
    const run = await runSkillReminders(await getDb(), new Date());
    const total = Object.values(run.sent).reduce((a, b) => a + (b ?? 0), 0);
    if (total > 0) console.log(`[skills] ${total} reminder(s) over ${run.skills} skill(s)`);
  },
  { cron: '0 6 * * *', retryLimit: 2, retryDelay: 300, expireInSeconds: 1800 },
);
