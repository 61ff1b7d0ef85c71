import 'server-only';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { notifications } from '@/db/schema';
import { NOTIFICATIONS_WINDOW_DAYS, type NotificationType } from './constants';
import { announceNotifications } from './live';
import type { NotificationSummary } from './schema';

export type RaiseInput = {
  orgId: string;
  type: NotificationType;
  /** Exactly one target, as the type needs it. */
  workflowId?: string | null;
  skillId?: string | null;
  multimodalSopId?: string | null;
  sender: { id: string; displayName: string };
  recipientIds: string[];
  message?: string | null;
  summary: NotificationSummary;
};

const targetColumn = (input: RaiseInput) =>
  input.workflowId ? { column: notifications.workflowId, id: input.workflowId }
  : input.skillId ? { column: notifications.skillId, id: input.skillId }
  : input.multimodalSopId ? { column: notifications.multimodalSopId, id: input.multimodalSopId }
  : null;

/**
 * The recipients' unread cards of this type and target (within the bell's window) take the event:
 * the sender moves to the front of the activity list with their counter raised, the message and
 * summary are the latest, and the card is new, unread and due for an email again. One statement,
 * whatever the number of recipients.
 */
async function aggregate(db: Db, input: RaiseInput, recipientIds: string[]): Promise<string[]> {
  const target = targetColumn(input);
  if (!target || recipientIds.length === 0) return [];
  const sender = input.sender.id;
  const senderCounter = sql`coalesce((select (e->>'counter')::int from jsonb_array_elements(${notifications.activity}) e where e->>'senderId' = ${sender} limit 1), 0) + 1`;
  const others = sql`coalesce((select jsonb_agg(e) from jsonb_array_elements(${notifications.activity}) e where e->>'senderId' is distinct from ${sender}), '[]'::jsonb)`;
  const rows = await db
    .update(notifications)
    .set({
      activity: sql`jsonb_build_array(jsonb_build_object('senderId', ${sender}::text, 'senderName', ${input.sender.displayName}::text, 'counter', ${senderCounter}, 'read', false)) || ${others}`,
      message: input.message ?? null,
      summary: input.summary,
      isNew: true,
      updatedAt: new Date(),
      emailedAt: null,
    })
    .where(
      and(
        eq(notifications.organizationId, input.orgId),
        inArray(notifications.userId, recipientIds),
        eq(notifications.type, input.type),
        eq(target.column, target.id),
        eq(notifications.read, false),
        gt(notifications.updatedAt, sql`now() - make_interval(days => ${NOTIFICATIONS_WINDOW_DAYS})`),
      ),
    )
    .returning({ userId: notifications.userId });
  return rows.map((r) => r.userId);
}

/**
 * One event for many recipients (a share to people and teams): recipients who still have an unread
 * card for the same type and target get it updated (aggregation, spec §3's activity list with a
 * counter per sender), everyone else gets a new card — in one multi-row insert. Call it inside a
 * transaction: the advisory lock keeps two simultaneous events on one target from both inserting.
 * Returns how many cards were created and updated.
 */
export async function raiseNotifications(db: Db, input: RaiseInput): Promise<{ created: number; updated: number }> {
  const recipientIds = [...new Set(input.recipientIds)].filter((id) => id !== input.sender.id);
  if (recipientIds.length === 0) return { created: 0, updated: 0 };
  const target = targetColumn(input);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`notifications:${input.type}:${target?.id ?? ''}`}))`);
  const updated = new Set(await aggregate(db, input, recipientIds));
  const fresh = recipientIds.filter((id) => !updated.has(id));
  if (fresh.length > 0) {
    const activity = [{ senderId: input.sender.id, senderName: input.sender.displayName, counter: 1, read: false }];
    await db.insert(notifications).values(
      fresh.map((userId) => ({
        organizationId: input.orgId,
        userId,
        type: input.type,
        workflowId: input.workflowId ?? null,
        skillId: input.skillId ?? null,
        multimodalSopId: input.multimodalSopId ?? null,
        message: input.message ?? null,
        activity,
        summary: input.summary,
      })),
    );
  }
  await announceNotifications(db, { orgId: input.orgId, userIds: recipientIds });
  return { created: fresh.length, updated: updated.size };
}
