import { AppError } from '@/lib/http/errors';
import { ipMatchesAny } from '@/lib/net/cidr';
import { clientIp } from '@/lib/net/client-ip';
import type { OrgSettings } from '@/lib/orgs/settings';

/** Spec §8: the code a blocked-IP refusal carries, so every client can recognise it. */
export const IP_BLOCKED_CODE = 5;

/**
 * The organisation's allow-list (spec §6: `customized.enableRestrictedIP` with
 * `restrictedIP.allowedRules`, IPv4/IPv6 CIDR or single addresses). Switched off means every
 * address is allowed; switched on with no valid rule allows none (it is an allow-list), and org
 * admins still reach the admin pages to fix it. An unknown client address (UNKNOWN_CLIENT_IP, when
 * the deployment names no trustworthy source) matches no rule, so it fails closed the same way.
 */
export function isIpAllowed(settings: OrgSettings, ip: string): boolean {
  const { enableRestrictedIP, restrictedIP } = settings.customized;
  if (!enableRestrictedIP) return true;
  return ipMatchesAny(ip, restrictedIP.allowedRules);
}

export type IpAccess = { allowed: boolean; clientIP: string };

/** The reply of POST /api/v1/permission/check-ip-access. */
export function checkIpAccess(settings: OrgSettings | null, headers: Headers): IpAccess {
  const ip = clientIp(headers);
  return { allowed: !settings || isIpAllowed(settings, ip), clientIP: ip };
}

type IpSession = { org: { settings: OrgSettings }; access: { isOrgAdmin: boolean } } | null;

/**
 * Refuses an API call from an address outside the organisation's allow-list with 403 and
 * details { code: 5 }. Org admins pass: the admin pages stay reachable for them (spec §6) and
 * those pages call APIs of every domain; the pages themselves keep them on the admin area.
 * Signed-out calls have no organisation, so there is nothing to restrict.
 */
export function assertIpAllowed(session: IpSession, headers: Headers): void {
  if (!session || session.access.isOrgAdmin) return;
  if (isIpAllowed(session.org.settings, clientIp(headers))) return;
  throw new AppError('forbidden', 'access.ipNotAllowed', { code: IP_BLOCKED_CODE });
}
