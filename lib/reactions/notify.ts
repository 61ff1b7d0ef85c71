import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { notifications, type Workflow } from '@/db/schema';
import { announceNotifications } from '@/lib/notifications/live';
import { createNotification } from '@/lib/notifications/operations';
import { parseActivity, type NotificationSummary } from '@/lib/notifications/schema';
import { reactionCounts } from './present';
import { countSteps } from './queries';

type Sender = { id: string; displayName: string };
type Change = { orgId: string; workflow: Workflow; sender: Sender };

const TYPE = 'workflow-reaction';

/**
 * One notification per workflow for its author, with one activity entry per person who reacted,
 * newest first — the bell words it "a", "a and b" or "a, b and N others" (spec 02 §9). The
 * advisory lock keeps two simultaneous reactions from creating two cards.
 */
async function lockedCard(db: Db, { orgId, workflow }: Omit<Change, 'sender'>) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${TYPE}:${workflow.id}`}))`);
  const [row] = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.organizationId, orgId),
        eq(notifications.userId, workflow.authorId!),
        eq(notifications.type, TYPE),
        eq(notifications.workflowId, workflow.id),
      ),
    )
    .orderBy(desc(notifications.updatedAt))
    .limit(1);
  return row ?? null;
}

async function summaryOf(db: Db, { orgId, workflow }: Omit<Change, 'sender'>): Promise<NotificationSummary> {
  const ref = { orgId, workflowId: workflow.id };
  const [reactions, numSteps] = await Promise.all([reactionCounts(db, ref), countSteps(db, ref)]);
  return { title: workflow.title, numSteps, reactions, ...(workflow.videoDuration != null ? { videoDuration: workflow.videoDuration } : {}) };
}

const notifiable = ({ workflow, sender }: Change) => !!workflow.authorId && workflow.authorId !== sender.id;

/** A new reaction: the sender moves to the front and the card is unread and new again. */
export async function notifyReactionAdded(db: Db, change: Change) {
  if (!notifiable(change)) return;
  const card = await lockedCard(db, change);
  const summary = await summaryOf(db, change);
  const entry = { senderId: change.sender.id, senderName: change.sender.displayName, counter: 1 };
  if (!card) {
    await createNotification(db, { orgId: change.orgId, userId: change.workflow.authorId!, type: TYPE, workflowId: change.workflow.id, activity: [entry], summary });
    return;
  }
  const others = parseActivity(card.activity).filter((a) => a.senderId !== change.sender.id);
  await db
    .update(notifications)
    .set({ activity: [{ ...entry, read: false }, ...others], summary, read: false, isNew: true, updatedAt: new Date() })
    .where(and(eq(notifications.organizationId, change.orgId), eq(notifications.id, card.id)));
  await announceNotifications(db, { orgId: change.orgId, userIds: [card.userId] });
}

/**
 * A changed or withdrawn reaction only refreshes the counts (no new alert); a withdrawn one also
 * drops its sender, and the card goes when nobody is left.
 */
export async function refreshReactionCard(db: Db, change: Change & { withdrawn: boolean }) {
  if (!notifiable(change)) return;
  const card = await lockedCard(db, change);
  if (!card) return;
  const all = parseActivity(card.activity);
  const activity = change.withdrawn ? all.filter((a) => a.senderId !== change.sender.id) : all;
  const where = and(eq(notifications.organizationId, change.orgId), eq(notifications.id, card.id));
  if (activity.length === 0) await db.delete(notifications).where(where);
  else await db.update(notifications).set({ activity, summary: await summaryOf(db, change) }).where(where);
  await announceNotifications(db, { orgId: change.orgId, userIds: [card.userId] });
}
