import { getDb, type Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { ipMatchesAny } from '@/lib/net/cidr';
import { getOrgSettings } from './queries';
import { changeOrgSettings } from './settings-ops/change';
import type { RestrictedIpDto, RestrictedIpInput } from './schema';
import type { OrgSettings } from './settings';

type Caller = { session: SessionContext; clientIp: string };

/** Only org admins manage the allow-list (spec §6); the route checks too, this keeps the rule in one domain. */
function assertOrgAdmin(session: SessionContext) {
  if (!session.access.isOrgAdmin) throw new AppError('forbidden');
}

const toDto = (settings: OrgSettings, clientIP: string): RestrictedIpDto => ({
  enableRestrictedIP: settings.customized.enableRestrictedIP,
  allowedRules: settings.customized.restrictedIP.allowedRules,
  clientIP,
});

/** The organisation's IP allow-list and the caller's address as the server sees it. */
export async function getRestrictedIp({ session, clientIp }: Caller, db?: Db): Promise<RestrictedIpDto> {
  assertOrgAdmin(session);
  db ??= await getDb();
  const settings = await getOrgSettings(db, { orgId: session.org.id });
  if (!settings) throw new AppError('not_found');
  return toDto(settings, clientIp);
}

export type UpdateRestrictedIpOptions = Caller & RestrictedIpInput;

/**
 * Saves the allow-list (spec §7). A list that would shut out the admin's own address — which
 * includes switching it on with no rules — is refused with 409 'adminIp.selfLockout' until the
 * admin confirms: they keep the admin pages (lib/access), but nothing else from that address.
 * Settings are read per request, so the change applies to everyone at once.
 */
export async function updateRestrictedIp(
  { session, clientIp, enableRestrictedIP, allowedRules, confirmSelfLockout }: UpdateRestrictedIpOptions,
  db?: Db,
): Promise<RestrictedIpDto> {
  assertOrgAdmin(session);
  if (enableRestrictedIP && !confirmSelfLockout && !ipMatchesAny(clientIp, allowedRules)) {
    throw new AppError('conflict', 'adminIp.selfLockout', { clientIP: clientIp });
  }
  const settings = await changeOrgSettings(
    { session, action: 'settings.restrictedIp.update', patch: { customized: { enableRestrictedIP, restrictedIP: { allowedRules } } } },
    db,
  );
  return toDto(settings, clientIp);
}
