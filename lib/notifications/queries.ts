import 'server-only';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { forIdReads, prepareCachedRead, type Db } from '@/db/client';
import { builtOnce } from '@/db/prepared';
import { notifications } from '@/db/schema';
import { NOTIFICATIONS_LIMIT, NOTIFICATIONS_WINDOW_DAYS, type NotificationType } from './constants';

type Owner = { orgId: string; userId: string };

const ownedBy = ({ orgId, userId }: Owner) => and(eq(notifications.organizationId, orgId), eq(notifications.userId, userId));

/** What the bell shows (spec §9): the owner's notifications whose latest activity is within the window. */
const inBell = (owner: Owner) =>
  and(ownedBy(owner), gt(notifications.updatedAt, sql`now() - make_interval(days => ${NOTIFICATIONS_WINDOW_DAYS})`));

/** Newest activity first: an aggregated reaction moves up when someone else reacts. At most the newest 500. */
export async function listUserNotifications(db: Db, owner: Owner & { limit: number; offset: number }) {
  const limit = Math.min(owner.limit, NOTIFICATIONS_LIMIT - owner.offset);
  if (limit <= 0) return [];
  return db
    .select()
    .from(notifications)
    .where(inBell(owner))
    .orderBy(desc(notifications.updatedAt), desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(owner.offset);
}

export async function countUserNotifications(db: Db, owner: Owner) {
  const [total] = await db.select({ n: count() }).from(notifications).where(inBell(owner));
  const [fresh] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(inBell(owner), eq(notifications.isNew, true)));
  return { total: Math.min(Number(total.n), NOTIFICATIONS_LIMIT), newCount: Number(fresh.n) };
}

const newCountQuery = (db: Db, owner: Owner) =>
  db
    .select({ n: count() })
    .from(notifications)
    .where(and(inBell(owner), eq(notifications.isNew, true)));

/** The bell's badge as one column of a larger statement (lib/shell/reads.ts). */
export const newCountColumn = (db: Db, owner: Owner) => sql<number>`(${newCountQuery(db, owner)})`.mapWith(Number);

function newCountStatement(db: Db) {
  const owner = { orgId: sql.placeholder('orgId'), userId: sql.placeholder('userId') } as unknown as Owner;
  return prepareCachedRead(db, newCountQuery(db, owner), 'count_new_notifications');
}

// The bell's badge is read on every signed-in page: build the statement once per database.
const newCountStatements = builtOnce(newCountStatement);

export async function countNewNotifications(db: Db, owner: Owner) {
  const [fresh] = await newCountStatements(forIdReads(db)).execute({ orgId: owner.orgId, userId: owner.userId });
  return Number(fresh.n);
}

export async function clearNewFlags(db: Db, owner: Owner) {
  const rows = await db
    .update(notifications)
    .set({ isNew: false })
    .where(and(ownedBy(owner), eq(notifications.isNew, true)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Sets the read flag, and on every sender record too, so an aggregated card reads as one. */
export async function setNotificationRead(db: Db, owner: Owner & { id: string; read: boolean }) {
  const readJson = JSON.stringify(owner.read);
  const [row] = await db
    .update(notifications)
    .set({
      read: owner.read,
      activity: sql`(select coalesce(jsonb_agg(case when jsonb_typeof(e) = 'object' then e || jsonb_build_object('read', ${readJson}::jsonb) else e end), '[]'::jsonb) from jsonb_array_elements(${notifications.activity}) as e)`,
    })
    .where(and(ownedBy(owner), eq(notifications.id, owner.id)))
    .returning();
  return row ?? null;
}

export const insertNotification = (db: Db, values: (typeof notifications.$inferInsert)[]) =>
  db.insert(notifications).values(values).returning();

/** Of these people, those who still have an unread card of this type for this skill in the bell. */
export async function usersWithUnreadSkillCard(db: Db, p: { orgId: string; type: NotificationType; skillId: string; userIds: string[] }) {
  if (p.userIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        eq(notifications.organizationId, p.orgId),
        inArray(notifications.userId, p.userIds),
        eq(notifications.type, p.type),
        eq(notifications.skillId, p.skillId),
        eq(notifications.read, false),
        gt(notifications.updatedAt, sql`now() - make_interval(days => ${NOTIFICATIONS_WINDOW_DAYS})`),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}
