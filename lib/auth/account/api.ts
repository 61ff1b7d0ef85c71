import { getDb, type Db } from '@/db/client';
import { acceptFreeTrial, acceptInvite } from './accept-invite';
import { changePassword } from './change-password';
import { createInvite } from './create-invite';
import { logout, logoutAll } from './logout';
import { requestPasswordReset } from './request-password-reset';
import { resetPasswordWithToken } from './reset-password-with-token';

const bound =
  <O, R>(operation: (db: Db, options: O) => Promise<R>) =>
  async (options: O) =>
    operation(await getDb(), options);

/**
 * The account operations on the process database, for route handlers (app/ never touches db/).
 * Tests and other operations call the `(db, options)` functions directly, e.g. inside a transaction.
 */
export const account = {
  requestPasswordReset: bound(requestPasswordReset),
  resetPasswordWithToken: bound(resetPasswordWithToken),
  acceptInvite: bound(acceptInvite),
  acceptFreeTrial: bound(acceptFreeTrial),
  createInvite: bound(createInvite),
  changePassword: bound(changePassword),
  logout: bound(logout),
  logoutAll: bound(logoutAll),
};
