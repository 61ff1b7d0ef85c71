import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { AppError } from '@/lib/http/errors';
import { LOGIN_LIMITS } from './login-limits';

/**
 * Brute-force protection shared by every app instance (the counters live in the database), for
 * everything but the password login itself (lib/auth/login-limits.ts). Attempts are counted per
 * account *and* IP, so an attacker elsewhere cannot lock the real owner out; a slower per-IP
 * budget stops one address from spraying many accounts.
 */
type Limiters = { byAccountAndIp: RateLimiterDrizzle; byIp: RateLimiterDrizzle };
const cache = new WeakMap<object, Record<string, Limiters>>();

const LIMITS = {
  // The current-password check; its per-address budget is the password login's (same keys).
  login: { accountIp: [LOGIN_LIMITS.accountIp.points, LOGIN_LIMITS.accountIp.seconds], ip: [LOGIN_LIMITS.ip.points, LOGIN_LIMITS.ip.seconds] },
  reset: { accountIp: [5, 60 * 60], ip: [30, 60 * 60] },
  invite: { accountIp: [10, 60 * 60], ip: [60, 60 * 60] },
  // SSO discovery runs before every login on the login page: generous, but no bulk domain probing.
  'check-idp': { accountIp: [60, 60], ip: [1000, 60 * 60] },
  // A package's launch (lib/learning-host/launch.ts), per LMS learner id and address: a learner
  // reopens a course a few times an hour; a whole class behind one office address starts together.
  'learning-host': { accountIp: [20, 15 * 60], ip: [600, 60 * 60] },
} as const;
export type LimitedAction = keyof typeof LIMITS;

function limiters(db: Db, action: LimitedAction): Limiters {
  const perDb = cache.get(db) ?? {};
  cache.set(db, perDb);
  if (!perDb[action]) {
    const { accountIp, ip } = LIMITS[action];
    const make = (points: number, duration: number, prefix: string) =>
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        points,
        duration,
        blockDuration: duration,
        keyPrefix: `${action}:${prefix}`,
        clearExpiredByTimeout: false,
      });
    perDb[action] = { byAccountAndIp: make(accountIp[0], accountIp[1], 'acct-ip'), byIp: make(ip[0], ip[1], 'ip') };
  }
  return perDb[action];
}

const accountKey = (account: string, ip: string) => `${account.toLowerCase()}|${ip}`;

/**
 * Takes one attempt from both budgets or throws rate_limited; call before checking anything. Each
 * take is one atomic upsert, so concurrent requests cannot overrun a budget (issue #15).
 */
export async function consumeAttempt(db: Db, action: LimitedAction, { account, ip }: { account: string; ip: string }) {
  const l = limiters(db, action);
  for (const [limiter, key] of [
    [l.byAccountAndIp, accountKey(account, ip)],
    [l.byIp, ip],
  ] as const) {
    try {
      await limiter.consume(key);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      throw new AppError('rate_limited', 'errors.rate_limited', { retryAfter: Math.max(1, Math.ceil(e.msBeforeNext / 1000)) });
    }
  }
}

/** A successful login clears that account's failures from that address. */
export async function clearAttempts(db: Db, action: LimitedAction, { account, ip }: { account: string; ip: string }) {
  await limiters(db, action).byAccountAndIp.delete(accountKey(account, ip));
}
