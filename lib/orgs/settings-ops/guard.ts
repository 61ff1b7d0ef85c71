import type { AccessFlag } from '@/lib/access/access';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';

/**
 * Organisation settings are for org and super admins only (spec §6: the permissions, languages,
 * masterPassword and companyLogo flags are true for them alone). Routes check too; the domain
 * checks again so no caller can skip it.
 */
export function assertSettingsAccess(session: SessionContext, flag: AccessFlag = 'isOrgAdmin') {
  if (!session.access.isOrgAdmin || !session.access[flag]) throw new AppError('forbidden');
}

/** Plan flags and products are what the organisation bought; only a super admin sets them. */
export const canChangePlan = (session: SessionContext) => session.user.role === 'admin-super';
