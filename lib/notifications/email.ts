import 'server-only';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { notificationEmailOptOuts, notifications, organizations, users } from '@/db/schema';
import { mailLocale } from '@/lib/auth/account/links';
import { appBaseUrl } from '@/lib/http/base-url';
import { logError } from '@/lib/http/log';
import { sendMail } from '@/lib/mail';
import { renderNotificationMail } from '@/lib/mail/notification';
import { notificationTarget, notificationWording } from './present';
import { parseActivity, parseSummary } from './schema';

export const NOTIFICATION_EMAIL_JOB = 'notification-emails';

/** Rows older than this are never mailed (a backlog after an outage is news nobody wants by email). */
const MAX_AGE_HOURS = 24;
/** Rows taken per round; a round loops until none is left. */
const BATCH = 200;

const unmailed = () => and(isNull(notifications.emailedAt), gt(notifications.createdAt, sql`now() - make_interval(hours => ${MAX_AGE_HOURS})`));

/** Takes up to BATCH unmailed rows of the organisation: once taken, no other run sends them (at most once). */
async function claimBatch(db: Db, orgId: string) {
  const pending = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.organizationId, orgId), unmailed()))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(notifications)
    .set({ emailedAt: new Date() })
    .where(and(eq(notifications.organizationId, orgId), inArray(notifications.id, pending)))
    .returning();
}

type Claimed = Awaited<ReturnType<typeof claimBatch>>;

async function recipientsOf(db: Db, orgId: string, rows: Claimed) {
  const ids = [...new Set(rows.map((r) => r.userId))];
  const [people, optOuts] = await Promise.all([
    db
      .select({ id: users.id, email: users.email, displayName: users.displayName, locale: users.locale, disabled: users.disabled, shared: users.shared, passwordless: users.passwordless })
      .from(users)
      .where(and(eq(users.organizationId, orgId), inArray(users.id, ids))),
    db
      .select({ userId: notificationEmailOptOuts.userId, type: notificationEmailOptOuts.type })
      .from(notificationEmailOptOuts)
      .where(and(eq(notificationEmailOptOuts.organizationId, orgId), inArray(notificationEmailOptOuts.userId, ids))),
  ]);
  const off = new Set(optOuts.map((o) => `${o.userId}:${o.type}`));
  // Shared-device and employee-ID accounts carry a technical address nobody reads.
  const byId = new Map(people.filter((p) => !p.disabled && !p.shared && !p.passwordless).map((p) => [p.id, p]));
  return { byId, wants: (userId: string, type: string) => byId.has(userId) && !off.has(`${userId}:${type}`) };
}

/**
 * The job (every minute, lib/notifications/jobs.ts): each organisation with unmailed notifications
 * gets its round. Nothing is queued when a notification is made — callers may hold a transaction,
 * and a round only ever sees committed rows — so an email follows its notification within about a
 * minute. The organisations are the one question asked across them; everything after is per organisation.
 */
export async function sendAllPendingNotificationEmails(): Promise<number> {
  const db = await getDb();
  const orgs = await db.selectDistinct({ orgId: notifications.organizationId }).from(notifications).where(unmailed());
  let sent = 0;
  for (const { orgId } of orgs) {
    try {
      sent += await sendPendingNotificationEmails(db, orgId);
    } catch (error) {
      // One organisation's trouble (a broken row, a failed render) must not hold up the others.
      logError('notifications', 'notification email round failed for an organisation', error);
    }
  }
  return sent;
}

/** Mails every unmailed notification of the organisation to recipients who want that type by email. */
export async function sendPendingNotificationEmails(db: Db, orgId: string): Promise<number> {
  const org = await db.query.organizations.findFirst({ where: eq(organizations.id, orgId) });
  if (!org) return 0;
  const base = appBaseUrl();
  let sent = 0;
  for (;;) {
    const rows = await claimBatch(db, orgId);
    if (rows.length === 0) return sent;
    const { byId, wants } = await recipientsOf(db, orgId, rows);
    for (const row of rows) {
      const person = byId.get(row.userId);
      if (!person || !wants(row.userId, row.type)) continue;
      const locale = mailLocale(person, org);
      const wording = notificationWording({ type: row.type, activity: parseActivity(row.activity), summary: parseSummary(row.summary) });
      const target = notificationTarget(row);
      const mail = await renderNotificationMail({
        locale,
        name: person.displayName || null,
        wording,
        message: row.message,
        orgName: org.name,
        link: `${base}${target?.href ?? '/'}`,
        settingsLink: `${base}/UserProfile`,
      });
      await sendMail(db, { orgId, to: person.email, kind: row.type, locale, ...mail });
      sent++;
    }
  }
}
