import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { oneTimeTokens, organizations, users, type Organization, type User } from '@/db/schema';
import { AppError } from '@/lib/http/errors';

export const TOKEN_TYPES = ['invite', 'reset', 'free-trial'] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

/**
 * Lifetimes. A reset link is a live credential sitting in a mailbox, so it lasts 1 hour; people
 * accept invitations and free trials days later, so those last 7 days. All are single use.
 */
export const TOKEN_TTL_HOURS: Record<TokenType, number> = { reset: 1, invite: 7 * 24, 'free-trial': 7 * 24 };

export type TokenStatus = 'valid' | 'expired' | 'used' | 'unknown';
export type PeekedToken =
  | { status: 'unknown'; user: null; org: null }
  | { status: Exclude<TokenStatus, 'unknown'>; user: User; org: Organization };

/** Only this digest is stored: a leaked table cannot be turned back into working links. */
export const hashToken = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** A new raw token (32 random bytes, base64url); older unused tokens of the type for the user stop working. */
export async function issueToken(
  db: Db,
  { orgId, userId, type, ttlHours = TOKEN_TTL_HOURS[type] }: { orgId: string; userId: string; type: TokenType; ttlHours?: number },
): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await db
    .update(oneTimeTokens)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.organizationId, orgId),
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.type, type),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    );
  await db.insert(oneTimeTokens).values({
    organizationId: orgId,
    userId,
    type,
    tokenHash: hashToken(raw),
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
  });
  return raw;
}

/** What a link is worth, without using it (pages decide between the form and the email-expired page). */
export async function peekToken(db: Db, { token, type }: { token: string; type: TokenType }): Promise<PeekedToken> {
  const [row] = await db
    .select({ token: oneTimeTokens, user: users, org: organizations })
    .from(oneTimeTokens)
    .innerJoin(users, and(eq(users.id, oneTimeTokens.userId), eq(users.organizationId, oneTimeTokens.organizationId)))
    .innerJoin(organizations, eq(organizations.id, oneTimeTokens.organizationId))
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.type, type)))
    .limit(1);
  if (!row) return { status: 'unknown', user: null, org: null };
  const { token: t, user, org } = row;
  if (t.usedAt) return { status: 'used', user, org };
  // A disabled account or organisation makes its links dead, like an expired one.
  if (t.expiresAt.getTime() <= Date.now() || user.disabled || !org.isActive) return { status: 'expired', user, org };
  return { status: 'valid', user, org };
}

/**
 * Uses a token exactly once: the conditional update is atomic, so two simultaneous submissions
 * cannot both succeed. Call it inside the operation's transaction, so a later failure un-uses it.
 */
export async function consumeToken(db: Db, { token, type }: { token: string; type: TokenType }) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.type, type),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ orgId: oneTimeTokens.organizationId, userId: oneTimeTokens.userId });
  if (!row) throw new AppError('gone', 'account.tokenExpired', { type });
  return row;
}
