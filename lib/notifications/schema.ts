import { z } from 'zod';
import { NOTIFICATIONS_PAGE_SIZE, type NotificationKind } from './constants';

export { NOTIFICATION_KINDS, NOTIFICATION_TYPES, type NotificationKind, NOTIFICATIONS_PAGE_SIZE, SKILL_NOTIFICATION_TYPES, type NotificationType } from './constants';

export const listNotificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE),
});
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuerySchema>;

export const updateNotificationSchema = z.object({ read: z.boolean() });
export type UpdateNotificationInput = z.infer<typeof updateNotificationSchema>;

/** One sender of an aggregated notification (several people reacting to one workflow). */
export const activitySchema = z.object({
  senderId: z.string(),
  senderName: z.string().default(''),
  counter: z.number().int().nonnegative().default(1),
  read: z.boolean().default(false),
});
export type NotificationActivity = z.infer<typeof activitySchema>;

/** What the card shows without joins; which fields are present depends on the type. */
export const summarySchema = z.object({
  title: z.string().optional(),
  videoDuration: z.number().optional(),
  numSteps: z.number().optional(),
  reactions: z.record(z.string(), z.number()).optional(),
  playlistTitle: z.string().optional(),
  totalVideoDuration: z.number().optional(),
  totalInList: z.number().optional(),
  dueDateIntervalType: z.enum(['year', 'month', 'day']).optional(),
  dueDateInterval: z.number().optional(),
  dueDaysLeft: z.number().optional(),
  poster: z.string().optional(),
});
export type NotificationSummary = z.infer<typeof summarySchema>;

// Stored JSON can be older or hand-edited: unreadable parts become empty, never an error page.
export const parseActivity = (raw: unknown): NotificationActivity[] =>
  Array.isArray(raw) ? raw.flatMap((a) => {
    const parsed = activitySchema.safeParse(a);
    return parsed.success ? [parsed.data] : [];
  }) : [];
export const parseSummary = (raw: unknown): NotificationSummary => {
  const parsed = summarySchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : {};
};

export type NotificationWording = { key: string; values: Record<string, string | number> };
export type NotificationTarget = { href: string; delayMs: number };

export type NotificationItem = {
  id: string;
  type: string;
  /** The card's look (spec §3 card kinds). */
  kind: NotificationKind;
  read: boolean;
  isNew: boolean;
  message: string | null;
  workflowId: string | null;
  skillId: string | null;
  multimodalSopId: string | null;
  senderNames: string[];
  summary: NotificationSummary;
  wording: NotificationWording;
  target: NotificationTarget | null;
  createdAt: string;
  latestAt: string;
};

export type NotificationList = { items: NotificationItem[]; total: number; newCount: number };
