import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { NO_USER, ORG_WIDE } from './rollup-keys';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Bit `day` of its year's activity bitmap (bit 0 = 1 January): B'1' padded to 366 bits, shifted.
export const dayBit = (day: SQL) => sql`(B'1'::bit(366) >> (extract(doy from ${day})::int - 1))`;
export const NO_DAYS = sql`B'0'::bit(366)`;

/**
 * Derives the screen rollups of the claimed (organisation, day) pairs from their freshly rebuilt
 * per-user rows (analytics_daily_workflow_users), in the rebuild's transaction: the per-day
 * workspace and organisation totals, the per-day workflow sums, and the activity bitmaps (each
 * claimed day's bit cleared everywhere, then set again for whoever was active). `claimed` is the
 * VALUES list `c(org, day)` of the rebuild.
 */
export async function rebuildScreenRollups(tx: Tx, claimed: SQL) {
  await tx.execute(sql`delete from analytics_daily_totals r using ${claimed} where r.organization_id = c.org and r.day = c.day`);
  await tx.execute(sql`delete from analytics_daily_workflows r using ${claimed} where r.organization_id = c.org and r.day = c.day`);
  await tx.execute(sql`insert into analytics_daily_workflows (organization_id, day, workspace_id, workflow_id, views, completions, watch_seconds)
    select r.organization_id, r.day, r.workspace_id, r.workflow_id, sum(r.views), sum(r.completions), sum(r.watch_seconds)
    from ${claimed} join analytics_daily_workflow_users r on r.organization_id = c.org and r.day = c.day
    group by r.organization_id, r.day, r.workspace_id, r.workflow_id`);
  // One pass, two groupings: per workspace, and the organisation's own row (distinct across workspaces).
  await tx.execute(sql`insert into analytics_daily_totals (organization_id, workspace_id, day, views, completions, watch_seconds, users, workflows)
    select r.organization_id, coalesce(r.workspace_id, ${ORG_WIDE}::uuid), r.day, sum(r.views), sum(r.completions), sum(r.watch_seconds),
      count(distinct r.user_id) filter (where r.user_id <> ${NO_USER}::uuid), count(distinct r.workflow_id)
    from ${claimed} join analytics_daily_workflow_users r on r.organization_id = c.org and r.day = c.day
    group by grouping sets ((r.organization_id, r.day, r.workspace_id), (r.organization_id, r.day))`);

  const masks = sql`(select c.org, extract(year from c.day)::smallint as year, bit_or(${dayBit(sql`c.day`)}) as mask from ${claimed} group by 1, 2) m`;
  await tx.execute(sql`update analytics_activity_days a set days = a.days & ~m.mask from ${masks}
    where a.organization_id = m.org and a.year = m.year and (a.days & m.mask) <> ${NO_DAYS}`);
  const active = (kind: 'user' | 'workflow', entity: SQL, only: SQL) => sql`
    select r.organization_id, ${kind}::text, coalesce(r.workspace_id, ${ORG_WIDE}::uuid), extract(year from r.day)::smallint, ${entity}, bit_or(${dayBit(sql`r.day`)})
    from ${claimed} join analytics_daily_workflow_users r on r.organization_id = c.org and r.day = c.day
    where ${only}
    group by grouping sets ((r.organization_id, extract(year from r.day), r.workspace_id, ${entity}), (r.organization_id, extract(year from r.day), ${entity}))`;
  await tx.execute(sql`insert into analytics_activity_days (organization_id, kind, workspace_id, year, entity_id, days)
    ${active('user', sql`r.user_id`, sql`r.user_id <> ${NO_USER}::uuid`)}
    union all ${active('workflow', sql`r.workflow_id`, sql`true`)}
    on conflict (organization_id, kind, workspace_id, year, entity_id) do update set days = analytics_activity_days.days | excluded.days`);
}
