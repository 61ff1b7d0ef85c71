import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { findAnswer, findConsent, hasPendingMandatory, listConsentsWithAnswers, upsertAnswer } from './queries';
import { isPending, type AnswerConsentInput, type ConsentDto, type ConsentKind } from './schema';

type Answer = { isAgree: boolean; signedAt: Date } | null;
type AnsweredRow = { consent: ConsentRow; answer: { isAgree: boolean | null; signedAt: Date | null } | null };
type ConsentRow = { id: string; name: string; content: string; mandatory: boolean; kind: string };

function toConsentDto(consent: ConsentRow, answer: Answer): ConsentDto {
  return {
    id: consent.id,
    name: consent.name,
    content: consent.content,
    mandatory: consent.mandatory,
    kind: consent.kind as ConsentKind,
    signed: !!answer,
    signedInfo: answer ? { isAgree: answer.isAgree, signedAt: answer.signedAt.toISOString() } : null,
  };
}

const refOf = (session: SessionContext) => ({ orgId: session.org.id, userId: session.user.id });

// GET /api/v1/userConsents
export async function listMyConsents(session: SessionContext): Promise<ConsentDto[]> {
  return consentDtosOf(await listConsentsWithAnswers(await getDb(), refOf(session)));
}

// A left join yields a row of nulls for "no answer"; normalise it to null.
const consentDtosOf = (rows: AnsweredRow[]) => rows.map((r) => toConsentDto(r.consent, r.answer?.signedAt ? (r.answer as Answer) : null));

/** What the consent popup asks, of the rows of listConsentsWithAnswers (or the shell's folded read). */
export const pendingConsentsOf = (rows: AnsweredRow[]) => consentDtosOf(rows).filter(isPending);

export type AnswerConsentOptions = { session: SessionContext; input: AnswerConsentInput; mode: 'upsert' | 'update' };

/**
 * POST records an answer (first time or again); PUT changes an existing one and answers 404 when
 * the user has not answered yet. A consent of another organisation is unknown.
 */
export async function answerConsent({ session, input, mode }: AnswerConsentOptions): Promise<ConsentDto> {
  const db = await getDb();
  const ref = refOf(session);
  const consent = await findConsent(db, { orgId: ref.orgId, consentId: input.consentId });
  if (!consent) throw new AppError('not_found', 'consents.unknownConsent');
  if (mode === 'update' && !(await findAnswer(db, { ...ref, consentId: consent.id }))) {
    throw new AppError('not_found', 'consents.notAnswered');
  }
  const answer = await upsertAnswer(db, { ...ref, consentId: consent.id, isAgree: input.isAgree });
  return toConsentDto(consent, answer);
}

/** What the signed-in shell's consent popup asks (see isPending). */
export async function listPendingConsents(session: SessionContext): Promise<ConsentDto[]> {
  return pendingConsentsOf(await listConsentsWithAnswers(await getDb(), refOf(session)));
}

export async function hasPendingMandatoryConsent(session: SessionContext): Promise<boolean> {
  return hasPendingMandatory(await getDb(), refOf(session));
}
