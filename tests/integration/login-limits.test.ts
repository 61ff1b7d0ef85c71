import { describe, expect, it } from 'vitest';
import { authenticate } from '@/lib/auth/login';
import { LOGIN_LIMITS } from '@/lib/auth/login-limits';
import { AppError } from '@/lib/http/errors';
import { createOrg, createUser, db, PASSWORD } from '../helpers/factories';

type Outcome = 'unauthorized' | 'rate_limited' | 'signed-in';

async function attempt(login: string, password: string, ip: string, device?: string): Promise<Outcome> {
  try {
    await authenticate(await db(), { login, password }, { ip, userAgent: 'vitest', device });
    return 'signed-in';
  } catch (e) {
    if (e instanceof AppError && (e.code === 'unauthorized' || e.code === 'rate_limited')) {
      if (e.code === 'rate_limited') expect(e.status).toBe(429);
      return e.code;
    }
    throw e;
  }
}

const tally = (outcomes: Outcome[]) => ({
  unauthorized: outcomes.filter((o) => o === 'unauthorized').length,
  rate_limited: outcomes.filter((o) => o === 'rate_limited').length,
  signedIn: outcomes.filter((o) => o === 'signed-in').length,
});

describe('login budgets', () => {
  it('lets exactly the per-address budget of concurrent guesses through and refuses the rest', async () => {
    const ip = '198.51.100.150';
    const guesses = Array.from({ length: 150 }, (_, i) => attempt(`spray${i}@example.com`, 'wrong', ip));
    const counts = tally(await Promise.all(guesses));
    expect(counts).toEqual({ unauthorized: LOGIN_LIMITS.ip.points, rate_limited: 50, signedIn: 0 });
  }, 120_000);

  it('does not let one address spend another address budget', async () => {
    const org = await createOrg();
    await createUser(org.id, 'viewer', { email: 'neighbour@example.com' });
    const spent = '198.51.100.77';
    await Promise.all(Array.from({ length: 100 }, (_, i) => attempt(`gone${i}@example.com`, 'wrong', spent)));
    expect(await attempt('other@example.com', 'wrong', spent)).toBe('rate_limited');
    expect(await attempt('other@example.com', 'wrong', '192.0.2.77')).toBe('unauthorized');
    expect(await attempt('neighbour@example.com', PASSWORD, '192.0.2.78')).toBe('signed-in');
  }, 120_000);

  it('slows one account down once guesses from many addresses spend its budget, and lets the owner in', async () => {
    const org = await createOrg();
    await createUser(org.id, 'viewer', { email: 'victim@example.com' });
    const home = '192.0.2.10';
    expect(await attempt('victim@example.com', PASSWORD, home)).toBe('signed-in');

    const outcomes: Outcome[] = [];
    for (let i = 0; i < 200; i++) outcomes.push(await attempt('victim@example.com', 'wrong', `203.0.113.${i}`));
    // The account budget, then one guess through the slow path; everything after waits.
    expect(tally(outcomes)).toEqual({ unauthorized: LOGIN_LIMITS.account.points + 1, rate_limited: 149, signedIn: 0 });
    expect(outcomes.slice(LOGIN_LIMITS.account.points + 1).every((o) => o === 'rate_limited')).toBe(true);

    // A stranger's address with the right password waits too; the owner's known address does not.
    expect(await attempt('victim@example.com', PASSWORD, '203.0.113.250')).toBe('rate_limited');
    expect(await attempt('victim@example.com', PASSWORD, home)).toBe('signed-in');
  }, 120_000);

  it('keeps returning users of a shared address signing in after one of them spends its budget', async () => {
    const org = await createOrg();
    await createUser(org.id, 'viewer', { email: 'colleague@example.com' });
    const office = '198.51.100.200';
    expect(await attempt('colleague@example.com', PASSWORD, office)).toBe('signed-in');
    await Promise.all(Array.from({ length: 100 }, (_, i) => attempt(`probe${i}@example.com`, 'wrong', office)));
    expect(await attempt('newcomer@example.com', 'wrong', office)).toBe('rate_limited');
    expect(await attempt('colleague@example.com', PASSWORD, office)).toBe('signed-in');
  }, 120_000);

  it('lets the owner in from a new address with a browser that signed in before (known device)', async () => {
    const org = await createOrg();
    await createUser(org.id, 'viewer', { email: 'traveller@example.com' });
    const { device } = await authenticate(await db(), { login: 'traveller@example.com', password: PASSWORD }, { ip: '192.0.2.20' });
    expect(device).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    for (let i = 0; i < LOGIN_LIMITS.account.points + 5; i++) await attempt('traveller@example.com', 'wrong', `198.18.0.${i}`);
    expect(await attempt('traveller@example.com', PASSWORD, '198.18.1.1')).toBe('rate_limited');
    expect(await attempt('traveller@example.com', PASSWORD, '198.18.1.1', 'forged-device-id-123456')).toBe('rate_limited');
    expect(await attempt('traveller@example.com', PASSWORD, '198.18.1.1', device)).toBe('signed-in');
  }, 120_000);
});
