import { describe, expect, it } from 'vitest';
import { ipMatchesAny, isValidRule, parseAddress } from '@/lib/net/cidr';

describe('ipMatchesAny (IP allow-list rules)', () => {
  it('matches IPv4 ranges and single addresses', () => {
    expect(ipMatchesAny('10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(ipMatchesAny('11.1.2.3', ['10.0.0.0/8'])).toBe(false);
    expect(ipMatchesAny('192.168.1.77', ['192.168.1.0/25'])).toBe(true);
    expect(ipMatchesAny('192.168.1.200', ['192.168.1.0/25'])).toBe(false);
    expect(ipMatchesAny('203.0.113.7', ['203.0.113.7'])).toBe(true);
    expect(ipMatchesAny('203.0.113.8', ['203.0.113.7'])).toBe(false);
    expect(ipMatchesAny('1.2.3.4', ['0.0.0.0/0'])).toBe(true);
  });

  it('matches IPv6 ranges and single addresses, never across families', () => {
    expect(ipMatchesAny('2001:db8::1', ['2001:db8::/32'])).toBe(true);
    expect(ipMatchesAny('2001:db9::1', ['2001:db8::/32'])).toBe(false);
    expect(ipMatchesAny('2001:DB8:0:0::5', ['2001:db8::5'])).toBe(true);
    expect(ipMatchesAny('[2001:db8::5]', ['2001:db8::5'])).toBe(true);
    expect(ipMatchesAny('10.0.0.1', ['::/0'])).toBe(false);
    expect(ipMatchesAny('2001:db8::1', ['0.0.0.0/0'])).toBe(false);
  });

  it('treats IPv4-mapped IPv6 as the IPv4 address, in addresses and in rules', () => {
    expect(ipMatchesAny('::ffff:10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(ipMatchesAny('10.1.2.3', ['::ffff:10.0.0.0/104'])).toBe(true);
    expect(ipMatchesAny('10.1.2.3', ['::ffff:10.1.2.3'])).toBe(true);
    expect(parseAddress('::ffff:192.0.2.1')?.toString()).toBe('192.0.2.1');
  });

  it('ignores invalid rules and never matches an invalid address', () => {
    expect(ipMatchesAny('10.1.2.3', ['nonsense', '10.0.0.0/33', '', '  ', '10.1.2.3/abc'])).toBe(false);
    expect(ipMatchesAny('10.1.2.3', ['nonsense', '10.1.0.0/16'])).toBe(true);
    expect(ipMatchesAny('not an ip', ['0.0.0.0/0'])).toBe(false);
    expect(ipMatchesAny('10.1.2.3', [])).toBe(false);
  });

  it('validates rules for the settings form', () => {
    for (const ok of ['10.0.0.0/8', '203.0.113.7', '2001:db8::/32', '::1', ' 192.168.0.0/16 ']) expect(isValidRule(ok)).toBe(true);
    for (const bad of ['', '10.0.0.0/40', '2001:db8::/129', 'example.com', '300.1.1.1', '10.0.0.0/']) expect(isValidRule(bad)).toBe(false);
  });
});
