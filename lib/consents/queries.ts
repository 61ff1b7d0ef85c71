import 'server-only';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { consents, userConsents } from '@/db/schema';

type UserRef = { orgId: string; userId: string };

/** The organisation's consents, each with this user's answer when there is one. */
export const listConsentsWithAnswers = (db: Db, { orgId, userId }: UserRef) =>
  db
    .select({ consent: consents, answer: { isAgree: userConsents.isAgree, signedAt: userConsents.signedAt } })
    .from(consents)
    .leftJoin(
      userConsents,
      and(eq(userConsents.consentId, consents.id), eq(userConsents.userId, userId), eq(userConsents.organizationId, orgId)),
    )
    .where(eq(consents.organizationId, orgId))
    .orderBy(asc(consents.createdAt), asc(consents.name));

export const findConsent = (db: Db, { orgId, consentId }: { orgId: string; consentId: string }) =>
  db.query.consents.findFirst({ where: and(eq(consents.id, consentId), eq(consents.organizationId, orgId)) });

export const findAnswer = (db: Db, { orgId, userId, consentId }: UserRef & { consentId: string }) =>
  db.query.userConsents.findFirst({
    where: and(eq(userConsents.consentId, consentId), eq(userConsents.userId, userId), eq(userConsents.organizationId, orgId)),
  });

/** Records or replaces the user's answer; signedAt is the time of the latest answer. */
export async function upsertAnswer(db: Db, { orgId, userId, consentId, isAgree }: UserRef & { consentId: string; isAgree: boolean }) {
  const signedAt = new Date();
  const [row] = await db
    .insert(userConsents)
    .values({ organizationId: orgId, userId, consentId, isAgree, signedAt })
    .onConflictDoUpdate({ target: [userConsents.consentId, userConsents.userId], set: { isAgree, signedAt } })
    .returning();
  return row;
}

/** True when a mandatory consent has no "agree" answer from the user yet. */
export async function hasPendingMandatory(db: Db, { orgId, userId }: UserRef) {
  const [row] = await db
    .select({ id: consents.id })
    .from(consents)
    .leftJoin(
      userConsents,
      and(eq(userConsents.consentId, consents.id), eq(userConsents.userId, userId), eq(userConsents.organizationId, orgId)),
    )
    .where(
      and(
        eq(consents.organizationId, orgId),
        eq(consents.mandatory, true),
        or(isNull(userConsents.userId), eq(userConsents.isAgree, false)),
      ),
    )
    .limit(1);
  return !!row;
}
