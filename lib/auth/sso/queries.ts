import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { organizations } from '@/db/schema';

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
