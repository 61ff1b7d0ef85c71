import type { TokenType } from '@/lib/auth/tokens';

/** Pure path helpers shared by the account pages and their client forms. */
export const HOME_PATH = '/home/overview';

/** /emailexpired/{type}/{lang}/{email?}: where a dead invite, reset or free-trial link leads. */
export const expiredPath = (type: TokenType, lang: string, email?: string | null) =>
  `/emailexpired/${type}/${lang}${email ? `/${encodeURIComponent(email)}` : ''}`;

/** Path segments arrive percent-encoded or not depending on the router; decoding twice must not throw. */
export function decodeSegment(value: string | undefined): string {
  if (!value) return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
