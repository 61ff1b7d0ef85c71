import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { organizations } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { getStorage } from '@/lib/storage';
import { isUuid } from '@/lib/users/schema';
import { allowsPublicLinks } from './public-links';
import { parseOrgSettings } from './settings';

export const LOGO_URL_TTL_SECONDS = 600;

/**
 * A short-lived URL of an organisation's logo. Members always see their own organisation's logo;
 * anyone else (signed out, or from another organisation) only when the organisation shares
 * workflows publicly, because its public player pages show that logo. Otherwise, and when there
 * is no logo, the answer is 404 — the same as for an unknown organisation.
 */
export async function getOrgLogoUrl({ session, orgId }: { session: SessionContext | null; orgId: string }) {
  if (!isUuid(orgId)) throw new AppError('not_found');
  const db = await getDb();
  const org = await db.query.organizations.findFirst({
    columns: { id: true, logoKey: true, settings: true, isActive: true },
    where: eq(organizations.id, orgId),
  });
  if (!org?.logoKey || !org.isActive) throw new AppError('not_found');
  if (session?.org.id !== org.id) {
    if (!allowsPublicLinks(parseOrgSettings(org.settings))) throw new AppError('not_found');
  }
  return getStorage().signedUrl(org.logoKey, { expiresInSeconds: LOGO_URL_TTL_SECONDS });
}
