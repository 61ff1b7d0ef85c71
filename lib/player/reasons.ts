import type { ErrorCode } from '@/lib/http/errors';
import type { PlayerUnavailableReason } from './schema';

/** Each unavailable screen has its own API error (code and message key), so the client can tell them apart. */
export const REASON_ERRORS: Record<PlayerUnavailableReason, { code: ErrorCode; message: string }> = {
  notExists: { code: 'not_found', message: 'player.notExists' },
  deleted: { code: 'gone', message: 'player.deleted' },
  forbidden: { code: 'forbidden', message: 'errors.forbidden' },
  unpublished: { code: 'conflict', message: 'player.unpublished' },
  notAvailable: { code: 'conflict', message: 'player.notAvailable' },
};

/** The screen for an API error of the player route, or null for any other failure (retry). */
export function reasonFromError(error: { code?: string; message?: string } | undefined): PlayerUnavailableReason | null {
  if (!error) return null;
  const found = (Object.keys(REASON_ERRORS) as PlayerUnavailableReason[]).find((r) => REASON_ERRORS[r].message === error.message && REASON_ERRORS[r].code === error.code);
  return found ?? null;
}
