import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { notificationEmailOptOuts } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { NOTIFICATION_TYPES } from './constants';
import type { EmailSettings, EmailSettingsInput } from './share-schema';

type Caller = Pick<SessionContext, 'user' | 'org'>;
const mine = (caller: Caller) => and(eq(notificationEmailOptOuts.organizationId, caller.org.id), eq(notificationEmailOptOuts.userId, caller.user.id));

async function read(caller: Caller): Promise<EmailSettings> {
  const db = await getDb();
  const rows = await db.select({ type: notificationEmailOptOuts.type }).from(notificationEmailOptOuts).where(mine(caller));
  const off = new Set(rows.map((r) => r.type));
  return { types: NOTIFICATION_TYPES.map((type) => ({ type, email: !off.has(type) })) };
}

// GET /api/v1/notifications/email-settings – which notification types the caller gets by email
export const getEmailSettings = (caller: Caller) => read(caller);

// PUT /api/v1/notifications/email-settings {emailOff} – the types the caller does not want by email
export async function updateEmailSettings(caller: Caller, input: EmailSettingsInput): Promise<EmailSettings> {
  const known = new Set<string>(NOTIFICATION_TYPES);
  const unknown = input.emailOff.filter((t) => !known.has(t));
  if (unknown.length > 0) throw new AppError('invalid_input', 'errors.invalid_input', { types: unknown });
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(notificationEmailOptOuts).where(mine(caller));
    const types = [...new Set(input.emailOff)];
    if (types.length > 0) await tx.insert(notificationEmailOptOuts).values(types.map((type) => ({ organizationId: caller.org.id, userId: caller.user.id, type })));
  });
  return read(caller);
}

/** Of these people, those who turned off email for the type (for callers that mail themselves). */
export async function emailOptedOut(db: Db, { orgId, userIds, type }: { orgId: string; userIds: string[]; type: string }): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: notificationEmailOptOuts.userId })
    .from(notificationEmailOptOuts)
    .where(and(eq(notificationEmailOptOuts.organizationId, orgId), inArray(notificationEmailOptOuts.userId, userIds), eq(notificationEmailOptOuts.type, type)));
  return new Set(rows.map((r) => r.userId));
}
