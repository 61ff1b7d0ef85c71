import { getDb } from '@/db/client';
import { peekToken, type TokenStatus, type TokenType } from '@/lib/auth/tokens';

export type LinkStatus = { status: TokenStatus; email?: string; name?: string; orgName?: string };

/**
 * What the account pages and GET /api/v1/auth/token may know about a link. The email is told to
 * whoever holds the link (it was mailed there) so the expired page can offer a new one.
 */
export async function getLinkStatus({ token, type }: { token: string; type: TokenType }): Promise<LinkStatus> {
  const peeked = await peekToken(await getDb(), { token, type });
  if (peeked.status === 'unknown') return { status: 'unknown' };
  if (peeked.status !== 'valid') return { status: peeked.status, email: peeked.user.email };
  return { status: 'valid', email: peeked.user.email, name: peeked.user.displayName || undefined, orgName: peeked.org.name };
}
