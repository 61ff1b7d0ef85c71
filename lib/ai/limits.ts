import 'server-only';
import { and, eq, gte, sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '@/db/client';
import { aiUsage, rateLimits } from '@/db/schema';
import { AppError } from '@/lib/http/errors';
import { aiProvider, type AiEnv, type AiProvider, type AiTask, type AiUsage } from './provider';

/**
 * Per-organisation budget of AI provider calls, shared by every app instance (the counters are
 * rows of rate_limits, like the login limits), and the token use of each call (ai_usage).
 * AI_CALLS_PER_HOUR sets the budget (default 300); 0 turns the limit off.
 */
export const DEFAULT_AI_CALLS_PER_HOUR = 300;
const WINDOW_SECONDS = 60 * 60;

const cache = new WeakMap<object, Map<number, RateLimiterDrizzle>>();

export function aiCallsPerHour(env: AiEnv = process.env): number {
  const value = Number(env.AI_CALLS_PER_HOUR);
  return env.AI_CALLS_PER_HOUR !== undefined && env.AI_CALLS_PER_HOUR !== '' && Number.isInteger(value) && value >= 0 ? value : DEFAULT_AI_CALLS_PER_HOUR;
}

function limiter(db: Db, points: number): RateLimiterDrizzle {
  const perDb = cache.get(db) ?? new Map<number, RateLimiterDrizzle>();
  cache.set(db, perDb);
  let made = perDb.get(points);
  if (!made) {
    made = new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, points, duration: WINDOW_SECONDS, keyPrefix: 'ai:org', clearExpiredByTimeout: false });
    perDb.set(points, made);
  }
  return made;
}

/** Takes one call from the organisation's budget (one atomic upsert) or throws 429 `ai.rateLimited`. */
export async function consumeAiCall(db: Db, organizationId: string, env: AiEnv = process.env): Promise<void> {
  const points = aiCallsPerHour(env);
  if (points === 0) return;
  try {
    await limiter(db, points).consume(organizationId);
  } catch (e) {
    if (!(e instanceof RateLimiterRes)) throw e;
    throw new AppError('rate_limited', 'ai.rateLimited', { retryAfter: Math.max(1, Math.ceil(e.msBeforeNext / 1000)) });
  }
}

export async function recordAiUsage(db: Db, organizationId: string, usage: AiUsage): Promise<void> {
  await db.insert(aiUsage).values({ organizationId, ...usage });
}

/** Token totals of an organisation since a moment (for administration and tests). */
export async function aiUsageSince(db: Db, organizationId: string, since: Date) {
  const [row] = await db
    .select({
      calls: sql<number>`count(*)::int`,
      promptTokens: sql<number>`coalesce(sum(${aiUsage.promptTokens}), 0)::int`,
      completionTokens: sql<number>`coalesce(sum(${aiUsage.completionTokens}), 0)::int`,
    })
    .from(aiUsage)
    .where(and(eq(aiUsage.organizationId, organizationId), gte(aiUsage.createdAt, since)));
  return row ?? { calls: 0, promptTokens: 0, completionTokens: 0 };
}

/** The configured provider for one organisation: every call rate-limited and its tokens recorded. Null when none is configured. */
export function orgAiProvider(db: Db, organizationId: string, env: AiEnv = process.env): AiProvider | null {
  return aiProvider(env, {
    beforeCall: () => consumeAiCall(db, organizationId, env),
    onUsage: (usage: AiUsage) => recordAiUsage(db, organizationId, usage),
  });
}

export type { AiTask };
