import 'server-only';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { forIdReads, prepareCachedRead, type Db } from '@/db/client';
import { dateOf, jsonRowsOf, parsedJson } from '@/db/json-rows';
import { builtOnce } from '@/db/prepared';
import { consents, userConsents } from '@/db/schema';

type UserRef = { orgId: string; userId: string };

function consentsWithAnswersStatement(db: Db) {
  const orgId = sql.placeholder('orgId');
  const userId = sql.placeholder('userId');
  const query = db
    .select({ consent: consents, answer: { isAgree: userConsents.isAgree, signedAt: userConsents.signedAt } })
    .from(consents)
    .leftJoin(
      userConsents,
      and(eq(userConsents.consentId, consents.id), eq(userConsents.userId, userId), eq(userConsents.organizationId, orgId)),
    )
    .where(eq(consents.organizationId, orgId))
    .orderBy(asc(consents.createdAt), asc(consents.name));
  // The same answer until a consent or an answer changes (db/pglite-reads.ts; nothing is kept on PostgreSQL).
  return prepareCachedRead(db, query, 'consents_with_answers');
}

// The shell's consent popup reads this on every signed-in page: the statement is built once per
// database instead of by the query builder on every request.
const consentsWithAnswersStatements = builtOnce(consentsWithAnswersStatement);

/** The organisation's consents, each with this user's answer when there is one. */
export function listConsentsWithAnswers(db: Db, { orgId, userId }: UserRef) {
  return consentsWithAnswersStatements(forIdReads(db)).execute({ orgId, userId });
}

const answeredFields = {
  id: consents.id,
  name: consents.name,
  content: consents.content,
  mandatory: consents.mandatory,
  kind: consents.kind,
  createdAt: consents.createdAt,
  isAgree: userConsents.isAgree,
  signedAt: userConsents.signedAt,
};

/**
 * What listConsentsWithAnswers answers, but only the columns a ConsentDto needs, as one JSON column
 * of a larger statement (the shell's folded read, lib/shell/reads.ts); read it with answeredOfJson.
 */
export function consentsWithAnswersJson(db: Db, { orgId, userId }: UserRef) {
  const query = db
    .select(answeredFields)
    .from(consents)
    .leftJoin(
      userConsents,
      and(eq(userConsents.consentId, consents.id), eq(userConsents.userId, userId), eq(userConsents.organizationId, orgId)),
    )
    .where(eq(consents.organizationId, orgId));
  return jsonRowsOf(query, answeredFields, ['createdAt', 'name']);
}

type AnsweredJson = { id: string; name: string; content: string; mandatory: boolean; kind: string; isAgree: boolean | null; signedAt: string | null };

export const answeredOfJson = (value: unknown) =>
  parsedJson<AnsweredJson[]>(value).map(({ isAgree, signedAt, ...consent }) => ({
    consent,
    answer: { isAgree, signedAt: dateOf(signedAt) },
  }));

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

/** The organisation's consents with their answer counts (admin screen). */
export const listOrgConsents = (db: Db, { orgId, id }: { orgId: string; id?: string }) =>
  db
    .select({
      consent: consents,
      agreed: sql<number>`count(*) filter (where ${userConsents.isAgree})`.mapWith(Number),
      refused: sql<number>`count(*) filter (where not ${userConsents.isAgree})`.mapWith(Number),
    })
    .from(consents)
    .leftJoin(userConsents, and(eq(userConsents.consentId, consents.id), eq(userConsents.organizationId, orgId)))
    .where(and(eq(consents.organizationId, orgId), id ? eq(consents.id, id) : undefined))
    .groupBy(consents.id)
    .orderBy(asc(consents.createdAt), asc(consents.name));

export const findTrackingConsent = (db: Db, { orgId }: { orgId: string }) =>
  db.query.consents.findFirst({ where: and(eq(consents.organizationId, orgId), eq(consents.kind, 'tracking')) });

export async function insertConsent(db: Db, values: typeof consents.$inferInsert) {
  const [row] = await db.insert(consents).values(values).returning();
  return row;
}

export async function updateConsentRow(db: Db, { orgId, consentId, patch }: { orgId: string; consentId: string; patch: Partial<typeof consents.$inferInsert> }) {
  const [row] = await db
    .update(consents)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(consents.id, consentId), eq(consents.organizationId, orgId)))
    .returning();
  return row ?? null;
}

export async function deleteConsentRow(db: Db, { orgId, consentId }: { orgId: string; consentId: string }) {
  const rows = await db.delete(consents).where(and(eq(consents.id, consentId), eq(consents.organizationId, orgId))).returning({ id: consents.id });
  return rows.length > 0;
}

/** Forgets every answer to a consent whose wording changed, so everyone is asked again. */
export const clearAnswers = (db: Db, { orgId, consentId }: { orgId: string; consentId: string }) =>
  db.delete(userConsents).where(and(eq(userConsents.consentId, consentId), eq(userConsents.organizationId, orgId)));

/**
 * Whether viewing may be tracked personally: the organisation asks no tracking consent, or the
 * user agreed to it (opt-in: no answer yet means no).
 */
export async function personalTrackingAllowed(db: Db, { orgId, userId }: UserRef): Promise<boolean> {
  const [row] = await db
    .select({ isAgree: userConsents.isAgree })
    .from(consents)
    .leftJoin(
      userConsents,
      and(eq(userConsents.consentId, consents.id), eq(userConsents.userId, userId), eq(userConsents.organizationId, orgId)),
    )
    .where(and(eq(consents.organizationId, orgId), eq(consents.kind, 'tracking')))
    .limit(1);
  return !row || row.isAgree === true;
}
