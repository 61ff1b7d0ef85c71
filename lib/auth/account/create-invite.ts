import type { Db } from '@/db/client';
import { isTechnicalEmail, nameFromEmail } from '@/lib/auth/identity';
import { findOrgById, findUserInOrg } from '@/lib/auth/queries';
import { issueToken, TOKEN_TTL_HOURS } from '@/lib/auth/tokens';
import { AppError } from '@/lib/http/errors';
import { inviteLink, mailLocale } from './links';
import { sendAccountMail } from './mails';
import { setInvitationStatus } from './queries';

export type CreateInviteOptions = {
  orgId: string;
  userId: string;
  /** Named in the email; null for a free-trial sign-up, which nobody invited. */
  invitedByUserId: string | null;
  kind?: 'invite' | 'free-trial';
};

export const INVITATION_PENDING = 'pending';
/** Spec §3: a status containing "error" shows the user as could-not-be-invited. */
export const INVITATION_MAIL_ERROR = 'error:mail';

/**
 * (Re)sends an invitation: a fresh link (older ones stop working), the user shown as invited, and
 * the email. A failed delivery is recorded on the user rather than thrown, so admin screens can
 * show "could not be invited" and offer to resend.
 */
export async function createInvite(db: Db, { orgId, userId, invitedByUserId, kind = 'invite' }: CreateInviteOptions) {
  const [user, org] = await Promise.all([findUserInOrg(db, { orgId, userId }), findOrgById(db, orgId)]);
  if (!user || !org) throw new AppError('not_found');
  // Employee-ID and shared-device accounts have a synthetic address that no one reads.
  if (user.shared || user.passwordless || isTechnicalEmail(user.email)) throw new AppError('bad_request', 'account.cannotInviteTechnical');
  if (user.disabled) throw new AppError('conflict', 'account.userDisabled');
  const inviter = invitedByUserId ? await findUserInOrg(db, { orgId, userId: invitedByUserId }) : undefined;

  const token = await db.transaction(async (tx) => {
    const raw = await issueToken(tx, { orgId, userId, type: kind });
    await setInvitationStatus(tx, { orgId, userId, status: INVITATION_PENDING, invitedAt: new Date() });
    return raw;
  });
  const locale = mailLocale(user, org);
  const link = inviteLink(kind, token, user.displayName || nameFromEmail(user.email), locale);
  const sent = await sendAccountMail(db, { kind, user, org, locale, link, inviterName: inviter?.displayName || inviter?.email });
  const invitationStatus = sent.error ? INVITATION_MAIL_ERROR : INVITATION_PENDING;
  if (sent.error) await setInvitationStatus(db, { orgId, userId, status: invitationStatus });
  return { invitationStatus, expiresAt: new Date(Date.now() + TOKEN_TTL_HOURS[kind] * 3_600_000) };
}
