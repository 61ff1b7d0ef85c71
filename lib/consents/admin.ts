import 'server-only';
import { getDb, type Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { isUuid } from '@/lib/users/schema';
import { clearAnswers, deleteConsentRow, findConsent, findTrackingConsent, insertConsent, listOrgConsents, updateConsentRow } from './queries';
import type { ConsentAdminItem, ConsentFormInput, ConsentKind } from './schema';

type Row = Awaited<ReturnType<typeof listOrgConsents>>[number];

const toAdminItem = ({ consent, agreed, refused }: Row): ConsentAdminItem => ({
  id: consent.id,
  name: consent.name,
  content: consent.content,
  mandatory: consent.mandatory,
  kind: consent.kind as ConsentKind,
  agreed,
  refused,
  createdAt: consent.createdAt.toISOString(),
  updatedAt: consent.updatedAt.toISOString(),
});

async function itemOf(db: Db, orgId: string, id: string) {
  const [row] = await listOrgConsents(db, { orgId, id });
  return toAdminItem(row);
}

/** One tracking consent per organisation: it alone decides whether viewing is tracked personally. */
async function assertTrackingFree(db: Db, orgId: string, input: ConsentFormInput, ownId?: string) {
  if (input.kind !== 'tracking') return;
  const existing = await findTrackingConsent(db, { orgId });
  if (existing && existing.id !== ownId) throw new AppError('conflict', 'adminConsents.trackingExists');
}

async function loadOrThrow(db: Db, orgId: string, consentId: string) {
  const found = isUuid(consentId) ? await findConsent(db, { orgId, consentId }) : null;
  if (!found) throw new AppError('not_found');
  return found;
}

// GET /api/v1/consents
export async function listConsentsForAdmin({ session }: { session: SessionContext }): Promise<ConsentAdminItem[]> {
  return (await listOrgConsents(await getDb(), { orgId: session.org.id })).map(toAdminItem);
}

// POST /api/v1/consents
export async function createConsent({ session, input }: { session: SessionContext; input: ConsentFormInput }): Promise<ConsentAdminItem> {
  const db = await getDb();
  await assertTrackingFree(db, session.org.id, input);
  const row = await insertConsent(db, { organizationId: session.org.id, ...input });
  return itemOf(db, session.org.id, row.id);
}

/**
 * PATCH /api/v1/consents/{id}. A change of wording, kind or of "mandatory" voids the answers
 * given so far: people agreed to something else, so everyone is asked again.
 */
export async function updateConsent({ session, consentId, input }: { session: SessionContext; consentId: string; input: ConsentFormInput }): Promise<ConsentAdminItem> {
  const db = await getDb();
  const orgId = session.org.id;
  const before = await loadOrThrow(db, orgId, consentId);
  await assertTrackingFree(db, orgId, input, before.id);
  const meaningChanged = before.content !== input.content || before.kind !== input.kind || before.mandatory !== input.mandatory;
  await db.transaction(async (tx) => {
    await updateConsentRow(tx, { orgId, consentId: before.id, patch: input });
    if (meaningChanged) await clearAnswers(tx, { orgId, consentId: before.id });
  });
  return itemOf(db, orgId, before.id);
}

// DELETE /api/v1/consents/{id} – its answers go with it
export async function deleteConsent({ session, consentId }: { session: SessionContext; consentId: string }): Promise<void> {
  const db = await getDb();
  const found = await loadOrThrow(db, session.org.id, consentId);
  await deleteConsentRow(db, { orgId: session.org.id, consentId: found.id });
}
