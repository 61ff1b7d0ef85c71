import type { Db } from '@/db/client';
import { fullNameSchema } from '@/lib/auth/rules';
import { completeLink } from './complete-link';

export type AcceptInviteOptions = { token: string; name: string; password: string; ip: string };

// The name is stored as typed (trimmed); React and the mail templates escape it where it is shown.
const cleanName = (name: string) => fullNameSchema.parse(name).trim();

/** Completes an invitation: the invitee's name and password; the invitation is no longer pending. */
export const acceptInvite = (db: Db, { token, name, password, ip }: AcceptInviteOptions) =>
  completeLink(db, { token, type: 'invite', password, displayName: cleanName(name), ip });

/** The same for the admin of a new free-trial organisation, whose link came from self sign-up. */
export const acceptFreeTrial = (db: Db, { token, name, password, ip }: AcceptInviteOptions) =>
  completeLink(db, { token, type: 'free-trial', password, displayName: cleanName(name), ip });
