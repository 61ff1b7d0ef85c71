import 'server-only';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { organizations } from '@/db/schema';
import { parseOrgSettings } from '@/lib/orgs/settings';

type OrgRef = { orgId: string };

const ORG_COLUMNS = {
  id: organizations.id,
  name: organizations.name,
  clientKey: organizations.clientKey,
  settings: organizations.settings,
  sso: organizations.sso,
  employeeIdMpHash: organizations.employeeIdMpHash,
  logoKey: organizations.logoKey,
};

/** The organisation row with parsed settings; `lock` holds it for the rest of the transaction. */
export async function findOrgForSettings(db: Db, { orgId, lock = false }: OrgRef & { lock?: boolean }) {
  const query = db.select(ORG_COLUMNS).from(organizations).where(eq(organizations.id, orgId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ? { ...row, settings: parseOrgSettings(row.settings) } : null;
}
export type OrgSettingsRow = NonNullable<Awaited<ReturnType<typeof findOrgForSettings>>>;

export const setOrgSso = (db: Db, { orgId, sso }: OrgRef & { sso: Record<string, unknown> }) =>
  db.update(organizations).set({ sso }).where(eq(organizations.id, orgId));

/**
 * Replaces the SSO profile mappings whole: updateOrgSettings merges objects key by key, which
 * could never remove a mapping the admin deleted.
 */
export const setOrgUserMappings = (db: Db, { orgId, userMappings }: OrgRef & { userMappings: Record<string, string> }) =>
  db
    .update(organizations)
    .set({ settings: sql`jsonb_set(coalesce(${organizations.settings}, '{}'::jsonb), '{userMappings}', ${JSON.stringify(userMappings)}::jsonb)` })
    .where(eq(organizations.id, orgId));

export const setMasterPasswordHash = (db: Db, { orgId, hash }: OrgRef & { hash: string }) =>
  db.update(organizations).set({ employeeIdMpHash: hash }).where(eq(organizations.id, orgId));

export const setOrgLogoKey = (db: Db, { orgId, logoKey }: OrgRef & { logoKey: string | null }) =>
  db.update(organizations).set({ logoKey }).where(eq(organizations.id, orgId));

/**
 * Which of `domains` another active organisation already signs in with SSO. The older claim wins
 * at sign-in (lib/auth/sso/queries.ts), so a second claim would silently do nothing.
 */
export async function findDomainsClaimedElsewhere(db: Db, { orgId, domains }: OrgRef & { domains: string[] }): Promise<string[]> {
  if (domains.length === 0) return [];
  const contains = (domain: string) => sql`${organizations.sso} -> 'emailDomains' @> ${JSON.stringify([domain])}::jsonb`;
  const rows = await db
    .select({ sso: organizations.sso })
    .from(organizations)
    .where(and(ne(organizations.id, orgId), eq(organizations.isActive, true), or(...domains.map(contains))));
  const claimed = new Set(
    rows.flatMap((row) => {
      const list = (row.sso as { emailDomains?: unknown })?.emailDomains;
      return Array.isArray(list) ? list.filter((d): d is string => typeof d === 'string') : [];
    }),
  );
  return domains.filter((d) => claimed.has(d));
}
