import ipaddr from 'ipaddr.js';

/** Parses "10.0.0.0/8", "2001:db8::/32" or a bare address (a /32 or /128). Null when invalid. */
export function parseRule(rule: string): [ipaddr.IPv4 | ipaddr.IPv6, number] | null {
  const text = rule.trim();
  if (!text) return null;
  try {
    if (text.includes('/')) return ipaddr.parseCIDR(text);
    const addr = ipaddr.parse(text);
    return [addr, addr.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return null;
  }
}

export const isValidRule = (rule: string) => parseRule(rule) !== null;

/** Normalises IPv4-mapped IPv6 ("::ffff:10.1.2.3") to IPv4 so one rule covers both spellings. */
export function parseAddress(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  try {
    const addr = ipaddr.parse(ip.trim().replace(/^\[|\]$/g, ''));
    if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) return (addr as ipaddr.IPv6).toIPv4Address();
    return addr;
  } catch {
    return null;
  }
}

/** True when the address is inside any rule of the allow-list. Invalid rules never match. */
export function ipMatchesAny(ip: string, rules: string[]): boolean {
  const addr = parseAddress(ip);
  if (!addr) return false;
  return rules.some((rule) => {
    const parsed = parseRule(rule);
    if (!parsed) return false;
    let [range] = parsed;
    const [, bits] = parsed;
    if (range.kind() === 'ipv6' && (range as ipaddr.IPv6).isIPv4MappedAddress()) range = (range as ipaddr.IPv6).toIPv4Address();
    if (range.kind() !== addr.kind()) return false;
    return addr.match([range, range.kind() === 'ipv4' && bits > 32 ? bits - 96 : bits] as never);
  });
}
