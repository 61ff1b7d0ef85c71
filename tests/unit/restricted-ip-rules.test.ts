import { describe, expect, it } from 'vitest';
import { MAX_IP_RULES, restrictedIpSchema, uniqueRules } from '@/lib/orgs/schema';

const parse = (allowedRules: unknown, extra: Record<string, unknown> = {}) =>
  restrictedIpSchema.safeParse({ enableRestrictedIP: true, allowedRules, ...extra });

const issues = (allowedRules: unknown) => {
  const result = parse(allowedRules);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('restrictedIpSchema (IP allow-list rules)', () => {
  it('accepts IPv4 and IPv6 addresses and CIDR ranges, trimmed', () => {
    const result = parse([' 203.0.113.7', '10.0.0.0/8 ', '2001:db8::/32', '::1', '0.0.0.0/0', '::ffff:10.0.0.0/104']);
    expect(result.success && result.data.allowedRules).toEqual(['203.0.113.7', '10.0.0.0/8', '2001:db8::/32', '::1', '0.0.0.0/0', '::ffff:10.0.0.0/104']);
  });

  it('names every bad rule by its index with the adminIp.invalidRule message', () => {
    expect(issues(['10.0.0.1', '10.0.0.256', 'example.com', '10.0.0.0/33', '2001:db8::/129', '', '   ', '10.0.0.0/8/1'])).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((i) => ({ path: `allowedRules.${i}`, message: 'adminIp.invalidRule' })),
    );
  });

  it('refuses an absurdly long entry without trying to parse it', () => {
    expect(issues([`10.0.0.1${' '.repeat(5)}${'0'.repeat(120)}`])).toEqual([{ path: 'allowedRules.0', message: 'adminIp.invalidRule' }]);
  });

  it(`allows at most ${MAX_IP_RULES} rules`, () => {
    const rules = Array.from({ length: MAX_IP_RULES + 1 }, (_, i) => `10.0.${i >> 8}.${i & 255}`);
    expect(parse(rules.slice(0, MAX_IP_RULES)).success).toBe(true);
    expect(issues(rules)).toEqual([{ path: 'allowedRules', message: 'adminIp.tooManyRules' }]);
  });

  it('removes duplicates, including the same range written differently, keeping the first spelling', () => {
    expect(uniqueRules(['10.0.0.1', '10.0.0.1/32', '10.0.0.1', '2001:DB8::/32', '2001:db8:0:0::/32', '10.0.0.0/8', '10.0.0.0/16'])).toEqual([
      '10.0.0.1',
      '2001:DB8::/32',
      '10.0.0.0/8',
      '10.0.0.0/16',
    ]);
    const result = parse([' 10.0.0.0/8', '10.0.0.0/8 ']);
    expect(result.success && result.data.allowedRules).toEqual(['10.0.0.0/8']);
  });

  it('needs the switch and a list of strings; the self-lockout confirmation defaults to off', () => {
    expect(restrictedIpSchema.safeParse({ allowedRules: [] }).success).toBe(false);
    expect(restrictedIpSchema.safeParse({ enableRestrictedIP: 'yes', allowedRules: [] }).success).toBe(false);
    expect(parse('10.0.0.0/8').success).toBe(false);
    expect(parse([42]).success).toBe(false);
    const result = parse([]);
    expect(result.success && result.data).toEqual({ enableRestrictedIP: true, allowedRules: [], confirmSelfLockout: false });
    const confirmed = parse([], { confirmSelfLockout: true });
    expect(confirmed.success && confirmed.data.confirmSelfLockout).toBe(true);
  });
});
