import { getDb, type Db } from '@/db/client';
import type { notifications } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { announceNotifications } from './live';
import { notificationKind, notificationTarget, notificationWording } from './present';
import {
  clearNewFlags,
  countNewNotifications,
  countUserNotifications,
  insertNotification,
  listUserNotifications,
  setNotificationRead,
} from './queries';
import {
  parseActivity,
  parseSummary,
  type ListNotificationsQuery,
  type NotificationActivity,
  type NotificationItem,
  type NotificationList,
  type NotificationSummary,
  type NotificationType,
  type UpdateNotificationInput,
} from './schema';

type Caller = Pick<SessionContext, 'user' | 'org'>;
type Row = typeof notifications.$inferSelect;

const ownerOf = (caller: Caller) => ({ orgId: caller.org.id, userId: caller.user.id });
// Route ids come from the URL: anything that is not a uuid cannot exist, so it reads as unknown.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toNotificationItem(row: Row): NotificationItem {
  const activity = parseActivity(row.activity);
  const summary = parseSummary(row.summary);
  return {
    id: row.id,
    type: row.type,
    kind: notificationKind(row.type),
    read: row.read,
    isNew: row.isNew,
    message: row.message,
    workflowId: row.workflowId,
    skillId: row.skillId,
    multimodalSopId: row.multimodalSopId,
    senderNames: activity.map((a) => a.senderName).filter(Boolean),
    summary,
    wording: notificationWording({ type: row.type, activity, summary }),
    target: notificationTarget(row),
    createdAt: row.createdAt.toISOString(),
    latestAt: row.updatedAt.toISOString(),
  };
}

// GET /api/v1/notifications – the caller's notifications, newest first
export async function listNotifications(caller: Caller, query: ListNotificationsQuery): Promise<NotificationList> {
  const db = await getDb();
  const owner = ownerOf(caller);
  const [rows, counts] = await Promise.all([
    listUserNotifications(db, { ...owner, limit: query.size, offset: (query.page - 1) * query.size }),
    countUserNotifications(db, owner),
  ]);
  return { items: rows.map(toNotificationItem), ...counts };
}

export async function getNewNotificationCount(caller: Caller) {
  return countNewNotifications(await getDb(), ownerOf(caller));
}

// POST /api/v1/notifications/open – opening the bell clears the "new" flag on all of them
export async function openNotifications(caller: Caller) {
  const db = await getDb();
  const cleared = await clearNewFlags(db, ownerOf(caller));
  // The user's other tabs and devices drop their badge too.
  if (cleared > 0) await announceNotifications(db, { orgId: caller.org.id, userIds: [caller.user.id] });
  return { cleared, newCount: 0 };
}

// PATCH /api/v1/notifications/{id} – mark one notification read (or unread)
export async function updateNotification(caller: Caller, id: string, input: UpdateNotificationInput) {
  if (!UUID.test(id)) throw new AppError('not_found');
  const row = await setNotificationRead(await getDb(), { ...ownerOf(caller), id, read: input.read });
  if (!row) throw new AppError('not_found');
  return toNotificationItem(row);
}

export type CreateNotificationInput = {
  orgId: string;
  userId: string;
  type: NotificationType;
  workflowId?: string | null;
  skillId?: string | null;
  multimodalSopId?: string | null;
  message?: string | null;
  activity?: Omit<NotificationActivity, 'read'>[];
  summary?: NotificationSummary;
  /** false: the caller mails this one itself (review requests), so the email round skips it. */
  email?: boolean;
};

/**
 * Stores a notification for one recipient; reviews, retrains and skills call this. The recipient's
 * open bell hears of it (at commit) and the organisation's email round is queued. Many recipients
 * of one event: raiseNotifications (lib/notifications/raise.ts).
 */
export async function createNotification(db: Db, input: CreateNotificationInput): Promise<NotificationItem> {
  const [row] = await createNotifications(db, [input]);
  return toNotificationItem(row);
}

const INSERT_CHUNK = 1_000;

/**
 * Many notifications, each with its own summary (a skill's recipients each have their due date), in
 * multi-row inserts; every recipient's open bell hears of it once. Returns the stored rows.
 */
export async function createNotifications(db: Db, inputs: CreateNotificationInput[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (let i = 0; i < inputs.length; i += INSERT_CHUNK) {
    const values = inputs.slice(i, i + INSERT_CHUNK).map((input) => ({
      organizationId: input.orgId,
      userId: input.userId,
      type: input.type,
      workflowId: input.workflowId ?? null,
      skillId: input.skillId ?? null,
      multimodalSopId: input.multimodalSopId ?? null,
      message: input.message ?? null,
      activity: (input.activity ?? []).map((a) => ({ ...a, read: false })),
      summary: input.summary ?? {},
      emailedAt: input.email === false ? new Date() : null,
    }));
    rows.push(...(await insertNotification(db, values)));
  }
  const byOrg = new Map<string, string[]>();
  for (const input of inputs) {
    const list = byOrg.get(input.orgId);
    if (list) list.push(input.userId);
    else byOrg.set(input.orgId, [input.userId]);
  }
  for (const [orgId, userIds] of byOrg) await announceNotifications(db, { orgId, userIds });
  return rows;
}
