import ipaddr from 'ipaddr.js';

/**
 * Whether the server may open connections to `ip` on an outside party's say-so (an identity
 * provider's address): only global unicast. Loopback, private, link-local (cloud metadata at
 * 169.254.169.254), unique-local (fd00:ec2::254), CGNAT (100.100.100.200), multicast, unspecified,
 * reserved and the IPv6 forms that embed an IPv4 address (mapped, 6to4, NAT64, Teredo) are refused.
 */
export function isPublicAddress(ip: string): boolean {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.parse(ip.trim().replace(/^\[|\]$/g, ''));
  } catch {
    return false;
  }
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) addr = (addr as ipaddr.IPv6).toIPv4Address();
  return addr.range() === 'unicast';
}

/** The host of a URL as an IP address literal (brackets removed), or null for a name. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return ipaddr.IPv4.isValidFourPartDecimal(bare) || ipaddr.IPv6.isValid(bare) ? bare : null;
}
