import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { oneTimeTokens } from '@/db/schema';
import type { HostScope } from '@/lib/auth/session';
import { hashToken } from '@/lib/auth/tokens';

const TYPE = 'learning-host';
/** Validate hands it to the page, which signs in with it at once: two minutes is plenty, and it works once. */
export const CUSTOM_TOKEN_TTL_MS = 2 * 60_000;

/** A new custom token for the learner and the package's scope (stored only as its SHA-256, like every link token). */
export async function issueCustomToken(db: Db, { orgId, userId, scope, now = new Date() }: { orgId: string; userId: string; scope: HostScope; now?: Date }) {
  const raw = randomBytes(32).toString('base64url');
  await db.insert(oneTimeTokens).values({
    organizationId: orgId,
    userId,
    type: TYPE,
    tokenHash: hashToken(raw),
    payload: scope,
    expiresAt: new Date(now.getTime() + CUSTOM_TOKEN_TTL_MS),
  });
  return raw;
}

/** Uses a custom token exactly once (a conditional update: two racing sign-ins cannot both win); null when unknown, used or expired. */
export async function consumeCustomToken(db: Db, raw: string) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(raw)), eq(oneTimeTokens.type, TYPE), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, sql`now()`)))
    .returning({ orgId: oneTimeTokens.organizationId, userId: oneTimeTokens.userId, payload: oneTimeTokens.payload });
  return row ? { orgId: row.orgId, userId: row.userId, scope: row.payload as HostScope } : null;
}
