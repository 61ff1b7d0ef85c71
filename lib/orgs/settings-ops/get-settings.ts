import { getDb, type Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { orgLogoPath } from '@/lib/orgs/logo-upload';
import { assertSettingsAccess, canChangePlan } from './guard';
import { findOrgForSettings } from './queries';
import type { OrgSettingsDto } from './schema';

/** GET /api/v1/organization-settings/my: the whole settings, read fresh (not from the session). */
export async function getOrgSettingsDto({ session }: { session: SessionContext }, db?: Db): Promise<OrgSettingsDto> {
  assertSettingsAccess(session);
  db ??= await getDb();
  const row = await findOrgForSettings(db, { orgId: session.org.id });
  if (!row) throw new AppError('not_found');
  return {
    orgId: row.id,
    name: row.name,
    clientKey: row.clientKey,
    settings: row.settings,
    canChangePlan: canChangePlan(session),
    logoUrl: row.logoKey ? orgLogoPath(row.id, row.logoKey) : null,
  };
}
