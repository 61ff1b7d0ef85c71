import type { Db } from '@/db/client';
import { completeLink } from './complete-link';

export type ResetPasswordWithTokenOptions = { token: string; password: string; ip: string };

/** Sets a new password from a reset link; every session of the account is signed out. */
export const resetPasswordWithToken = (db: Db, { token, password, ip }: ResetPasswordWithTokenOptions) =>
  completeLink(db, { token, type: 'reset', password, ip });
