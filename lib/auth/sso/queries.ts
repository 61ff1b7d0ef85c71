import 'server-only';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { organizations, users, type User } from '@/db/schema';

/**
 * The active organisation that lists `domain` in `sso.emailDomains` (JSONB containment, so it
 * runs the same on PGlite and PostgreSQL). Domains are stored lowercased. Should two organisations
 * ever claim one domain, the older claim wins, so a later organisation cannot take over a domain.
 */
export const findOrgByEmailDomain = (db: Db, domain: string) =>
  db.query.organizations.findFirst({
    where: and(
      eq(organizations.isActive, true),
      sql`${organizations.sso} -> 'emailDomains' @> ${JSON.stringify([domain.toLowerCase()])}::jsonb`,
    ),
    orderBy: [asc(organizations.createdAt), asc(organizations.id)],
  });

/** Another member of the organisation with this employee ID (compared case-insensitively, as logins are). */
export const findEmployeeIdHolder = (db: Db, { orgId, employeeId, exceptUserId }: { orgId: string; employeeId: string; exceptUserId: string }) =>
  db.query.users.findFirst({
    columns: { id: true },
    where: and(eq(users.organizationId, orgId), ne(users.id, exceptUserId), sql`lower(${users.employeeId}) = ${employeeId.toLowerCase()}`),
  });

type MappedPatch = Partial<Pick<User, 'displayName' | 'firstName' | 'lastName' | 'employeeId' | 'locale'>>;

/** Writes the profile fields an SSO sign-in brought (lib/auth/sso/user-mappings.ts). */
export async function updateMappedProfile(db: Db, { orgId, userId, patch }: { orgId: string; userId: string; patch: MappedPatch }) {
  const [row] = await db
    .update(users)
    .set(patch)
    .where(and(eq(users.id, userId), eq(users.organizationId, orgId)))
    .returning();
  return row;
}
