import type { Db } from '@/db/client';
import type { Playlist, SkillAssignment, SkillUserProgress } from '@/db/schema';
import { createNotifications, type CreateNotificationInput } from '@/lib/notifications/operations';
import type { NotificationSummary, NotificationType } from '@/lib/notifications/schema';
import { daysLeft } from './dates';
import { dueOf, playlistPosterPath } from './present';

export type Sender = { id: string; displayName: string } | null;
export type Totals = { totalInList: number; totalVideoDuration: number };
type DueSettings = Pick<SkillAssignment, 'dueDateIntervalType' | 'dueDateInterval'>;
type DueDate = Pick<SkillUserProgress, 'dueAt'>;

/** The card's summary of a skill notification (spec 01 §3 Notification): playlist and due fields. */
export function skillSummary(p: Playlist, totals: Totals, a?: DueSettings, progress?: DueDate, now = new Date()): NotificationSummary {
  const due = dueOf(a);
  const summary: NotificationSummary = { playlistTitle: p.title, totalInList: totals.totalInList, totalVideoDuration: totals.totalVideoDuration };
  const poster = playlistPosterPath(p);
  if (poster) summary.poster = poster;
  if (due.dueDateIntervalType && due.dueDateInterval) {
    summary.dueDateIntervalType = due.dueDateIntervalType;
    summary.dueDateInterval = due.dueDateInterval;
  }
  if (progress?.dueAt) summary.dueDaysLeft = daysLeft(progress.dueAt, now);
  return summary;
}

/** Raises one skill notification per recipient, in multi-row inserts. */
export async function notifySkill(
  db: Db,
  p: { playlist: Playlist; type: NotificationType; sender: Sender; totals: Totals; recipients: { userId: string; assignment?: SkillAssignment; progress?: SkillUserProgress }[]; now?: Date },
) {
  await createNotifications(db, p.recipients.map((r) => skillNotification(p, r)));
}

/** One recipient's skill notification, ready for createNotifications. */
export const skillNotification = (
  p: { playlist: Playlist; type: NotificationType; sender: Sender; totals: Totals; now?: Date },
  r: { userId: string; assignment?: DueSettings; progress?: DueDate },
): CreateNotificationInput => ({
  orgId: p.playlist.organizationId,
  userId: r.userId,
  type: p.type,
  skillId: p.playlist.id,
  activity: p.sender ? [{ senderId: p.sender.id, senderName: p.sender.displayName, counter: 1 }] : [],
  summary: skillSummary(p.playlist, p.totals, r.assignment, r.progress, p.now),
});
