import { randomBytes } from 'node:crypto';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { AppError } from '@/lib/http/errors';

/**
 * Password-login budgets. Every attempt takes its points *before* the password is checked, and
 * each take is one atomic upsert, so concurrent guesses cannot overrun a budget; a success gives
 * the points back. An address or a browser the account has signed in from before ("known") skips
 * the per-address and per-account budgets, so neither an attacker behind the same NAT nor a spray
 * from many addresses locks the owner out; it keeps the per-account-and-address budget.
 */
export const LOGIN_LIMITS = {
  /** Failures per account and address. */
  accountIp: { points: 10, seconds: 15 * 60 },
  /** Failures per address, over all accounts. */
  ip: { points: 100, seconds: 60 * 60 },
  /** Failures per account, over all addresses; once spent, the account goes onto the slow path. */
  account: { points: 50, seconds: 60 * 60 },
  /** The slow path: one attempt per account every 30 seconds until the account window ends. */
  slow: { points: 1, seconds: 30 },
  /** How long a successful sign-in makes its address and browser known for that account. */
  knownSeconds: 90 * 24 * 60 * 60,
} as const;

type LoginLimiters = Record<'accountIp' | 'ip' | 'account' | 'slow' | 'known', RateLimiterDrizzle>;
const cache = new WeakMap<object, LoginLimiters>();

function limiters(db: Db): LoginLimiters {
  const cached = cache.get(db);
  if (cached) return cached;
  const make = (prefix: string, points: number, seconds: number, blockDuration = 0) =>
    new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      points,
      duration: seconds,
      blockDuration,
      keyPrefix: `login:${prefix}`,
      clearExpiredByTimeout: false,
    });
  const { accountIp, ip, account, slow, knownSeconds } = LOGIN_LIMITS;
  const made = {
    accountIp: make('acct-ip', accountIp.points, accountIp.seconds, accountIp.seconds),
    ip: make('ip', ip.points, ip.seconds, ip.seconds),
    account: make('acct', account.points, account.seconds),
    slow: make('slow', slow.points, slow.seconds),
    known: make('known', 1, knownSeconds),
  };
  cache.set(db, made);
  return made;
}

/** `device` is the browser's known-device id (lib/auth/known-device.ts), when it sent one. */
export type LoginKey = { account: string; ip: string; device?: string | null };
/** What an attempt took, so a success can give it back. */
export type LoginTicket = LoginKey & { known: boolean };

const pairKey = ({ account, ip }: LoginKey) => `${account.toLowerCase()}|${ip}`;
const deviceKey = (account: string, device: string) => `${account.toLowerCase()}|device:${device}`;

/** Takes one point; false when the budget is spent (the point is still counted). */
async function take(limiter: RateLimiterDrizzle, key: string): Promise<RateLimiterRes | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (e) {
    if (e instanceof RateLimiterRes) return e;
    throw e;
  }
}

const limited = (res: RateLimiterRes) =>
  new AppError('rate_limited', 'errors.rate_limited', { retryAfter: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });

/** Takes this attempt's points or throws rate_limited; call before checking the password. */
export async function consumeLoginAttempt(db: Db, key: LoginKey): Promise<LoginTicket> {
  const l = limiters(db);
  const [byAddress, byDevice] = await Promise.all([
    l.known.get(pairKey(key)),
    key.device ? l.known.get(deviceKey(key.account, key.device)) : null,
  ]);
  const known = byAddress !== null || byDevice !== null;
  if (!known) {
    const byIp = await take(l.ip, key.ip);
    if (byIp) throw limited(byIp);
  }
  const byPair = await take(l.accountIp, pairKey(key));
  if (byPair) throw limited(byPair);
  if (!known) {
    const byAccount = await take(l.account, key.account.toLowerCase());
    // A spent account is slowed down, never closed: one attempt per slow window goes through.
    const slowed = byAccount && (await take(l.slow, key.account.toLowerCase()));
    if (slowed) throw limited(slowed);
  }
  return { ...key, known };
}

/**
 * A successful sign-in gives the attempt back and makes the address and the browser known for the
 * account; returns the browser's known-device id (the one it sent, or a new one).
 */
export async function settleLoginSuccess(db: Db, ticket: LoginTicket): Promise<string> {
  const l = limiters(db);
  const device = ticket.device || randomBytes(24).toString('base64url');
  await l.accountIp.delete(pairKey(ticket));
  if (!ticket.known) await Promise.all([l.ip.reward(ticket.ip), l.account.reward(ticket.account.toLowerCase())]);
  await Promise.all([
    l.known.set(pairKey(ticket), 1, LOGIN_LIMITS.knownSeconds),
    l.known.set(deviceKey(ticket.account, device), 1, LOGIN_LIMITS.knownSeconds),
  ]);
  return device;
}
