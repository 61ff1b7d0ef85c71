import 'server-only';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { aiFeatureOn, assertAiFeature } from '@/lib/ai/access';
import type { AiEnv } from '@/lib/ai/provider';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { isFeatureOn, type OrgSettings } from '@/lib/orgs/settings';
import type { ChatType } from './schema';

/**
 * Who may ask (spec 02 §6): the player's Q&A (type workflow) needs the AI Q&A feature and switch;
 * the Maven and Smart Assist pages (the other types) need Smart Assist or Maven — Smart Assist
 * takes precedence, so with it on the assistant answers as Smart Assist even when Maven is off.
 */
export type Assistant = 'smartAssist' | 'maven';

export function assistantOf(settings: OrgSettings): Assistant | null {
  if (aiFeatureOn(settings, 'smartAssist')) return 'smartAssist';
  return isFeatureOn(settings, 'maven') ? 'maven' : null;
}

export function assertChatAllowed(session: Pick<SessionContext, 'org'>, type: ChatType | null): void {
  if (type === 'workflow') return assertAiFeature(session, 'AIQA');
  if (!assistantOf(session.org.settings)) throw new AppError('forbidden', 'ai.featureOff', { feature: 'maven' });
}

/** Listing, reading and clearing one's own chats needs either gate open. */
export function assertAnyChatAllowed(session: Pick<SessionContext, 'org'>): void {
  const settings = session.org.settings;
  if (!assistantOf(settings) && !aiFeatureOn(settings, 'AIQA')) throw new AppError('forbidden', 'ai.featureOff', { feature: 'maven' });
}

/**
 * A model writes answers only when the organisation's "AI generated answer" switch is on (spec 01
 * §2 Maven settings); the switch follows Maven's plan flag, whichever assistant answers.
 */
export const generatedAnswersOn = (settings: OrgSettings) => settings.ai.aiGeneratedAnswer && settings.features.maven.featureEnabled;

/** Questions one user may ask per hour (CHAT_QUESTIONS_PER_HOUR, default 60; 0 turns the limit off), shared by every app instance. */
export const DEFAULT_CHAT_QUESTIONS_PER_HOUR = 60;
const WINDOW_SECONDS = 60 * 60;
const limiters = new WeakMap<object, Map<number, RateLimiterDrizzle>>();

export function chatQuestionsPerHour(env: AiEnv = process.env): number {
  const raw = env.CHAT_QUESTIONS_PER_HOUR;
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isInteger(value) && value >= 0 ? value : DEFAULT_CHAT_QUESTIONS_PER_HOUR;
}

export async function consumeChatQuestion(db: Db, userId: string, env: AiEnv = process.env): Promise<void> {
  const points = chatQuestionsPerHour(env);
  if (points === 0) return;
  const perDb = limiters.get(db) ?? new Map<number, RateLimiterDrizzle>();
  limiters.set(db, perDb);
  let limiter = perDb.get(points);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, points, duration: WINDOW_SECONDS, keyPrefix: 'chat:user', clearExpiredByTimeout: false });
    perDb.set(points, limiter);
  }
  try {
    await limiter.consume(userId);
  } catch (e) {
    if (!(e instanceof RateLimiterRes)) throw e;
    throw new AppError('rate_limited', 'chat.errors.rateLimited', { retryAfter: Math.max(1, Math.ceil(e.msBeforeNext / 1000)) });
  }
}
