import { is, Placeholder, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { homeOverviewSql } from '@/lib/workflows/library';
import type { SessionContext } from '@/lib/auth/session';
import type { Role } from '@/lib/access/roles';
import { forIdReads } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { createOrg, db } from '../helpers/factories';

/**
 * The home overview is one prepared statement that PostgreSQL may run on a generic plan (db/client.ts):
 * that plan is right for a large organisation only when the caller's ids are its only parameters. A bound
 * limit, flag, role or section number would let it sort every workflow (BENCHMARKS.md, issue 15).
 */
const caller = (role: Role) =>
  ({
    user: { id: '00000000-0000-4000-8002-000000000001', role },
    org: { id: '00000000-0000-4000-8000-000000000001', settings: {} },
  }) as unknown as Pick<SessionContext, 'user' | 'org'>;

describe('home overview statement', () => {
  it.each(['viewer', 'admin-organization'] as Role[])('binds only the caller ids for a %s', async (role) => {
    const { sql, params } = homeOverviewSql(await db(), caller(role));
    const names = params.map((p) => (is(p, Placeholder) ? p.name : `bound value ${JSON.stringify(p)}`));
    expect(new Set(names)).toEqual(new Set(['orgId', 'userId']));
    // The limits and flags are in the text instead.
    expect(sql).toMatch(/limit 8\)/);
    expect(sql).toContain('not "workflows"."published"');
  });
});

describe('the id-only hot reads', () => {
  const planMode = async (on: Awaited<ReturnType<typeof db>>) => rowsOf<{ mode: string }>(await on.execute(sql`select current_setting('plan_cache_mode') as mode`))[0]!.mode;

  it('keep generic plans on PostgreSQL, on connections of their own; everything else is planned per run', async () => {
    const main = await db();
    const ids = forIdReads(main);
    if (process.env.TEST_DATABASE_URL) {
      expect(ids).not.toBe(main);
      expect(await planMode(ids)).toBe('auto');
      expect(await planMode(main)).toBe('force_custom_plan');
    } else {
      // The embedded database has one session: the same database (its own plan cache, db/pglite-plans.ts).
      expect(ids).toBe(main);
    }
  });

  it('see what the main pool has just written', async () => {
    const org = await createOrg();
    const [row] = rowsOf<{ id: string }>(await forIdReads(await db()).execute(sql`select id from organizations where id = ${org.id}`));
    expect(row?.id).toBe(org.id);
  });
});
