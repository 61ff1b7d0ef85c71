'use client';
import type { ApiRequestError } from '@/components/ui/api-request';

/**
 * Spec §8: a password the server refuses for its format or for being the current one gets its
 * own alert; anything else gets the form's generic failure message.
 */
export function passwordErrorKey(failure: ApiRequestError, fallback: string): string {
  if (failure.messageKey === 'account.passwordReused') return 'account.passwordReused';
  if (failure.status === 422 && failure.issues.some((i) => /password/i.test(i.path))) return 'account.passwordFormat';
  if (failure.code === 'rate_limited') return 'errors.rate_limited';
  if (failure.status === 0) return 'account.offline';
  return fallback;
}
