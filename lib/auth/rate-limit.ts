import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { AppError } from '@/lib/http/errors';

/**
 * Brute-force protection shared by every app instance (the counters live in the database).
 * Failures are counted per account *and* IP, so an attacker elsewhere cannot lock the real
 * owner out; a slower per-IP budget stops one address from spraying many accounts.
 */
type Limiters = { byAccountAndIp: RateLimiterDrizzle; byIp: RateLimiterDrizzle };
const cache = new WeakMap<object, Record<string, Limiters>>();

const LIMITS = {
  login: { accountIp: [10, 15 * 60], ip: [100, 60 * 60] },
  reset: { accountIp: [5, 60 * 60], ip: [30, 60 * 60] },
  invite: { accountIp: [10, 60 * 60], ip: [60, 60 * 60] },
  // SSO discovery runs before every login on the login page: generous, but no bulk domain probing.
  'check-idp': { accountIp: [60, 60], ip: [1000, 60 * 60] },
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

/** Throws rate_limited when either budget is spent; call before checking credentials. */
export async function assertNotLimited(db: Db, action: LimitedAction, { account, ip }: { account: string; ip: string }) {
  const l = limiters(db, action);
  const [pair, addr] = await Promise.all([l.byAccountAndIp.get(accountKey(account, ip)), l.byIp.get(ip)]);
  const spent = (res: RateLimiterRes | null, points: number) => !!res && res.consumedPoints >= points;
  if (spent(pair, l.byAccountAndIp.points) || spent(addr, l.byIp.points)) {
    const retryAfter = Math.ceil(Math.max(pair?.msBeforeNext ?? 0, addr?.msBeforeNext ?? 0) / 1000);
    throw new AppError('rate_limited', 'errors.rate_limited', { retryAfter });
  }
}

/** Counts one attempt (a failure for login; every request for reset and invite). */
export async function countAttempt(db: Db, action: LimitedAction, { account, ip }: { account: string; ip: string }) {
  const l = limiters(db, action);
  const swallow = (e: unknown) => {
    if (!(e instanceof RateLimiterRes)) throw e;
  };
  await Promise.all([l.byAccountAndIp.consume(accountKey(account, ip)).catch(swallow), l.byIp.consume(ip).catch(swallow)]);
}

/** A successful login clears that account's failures from that address. */
export async function clearAttempts(db: Db, action: LimitedAction, { account, ip }: { account: string; ip: string }) {
  await limiters(db, action).byAccountAndIp.delete(accountKey(account, ip));
}
