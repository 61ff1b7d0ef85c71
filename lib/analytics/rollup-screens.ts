import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { NO_USER, ORG_WIDE } from './rollup-keys';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A member bitmap widened with zero bits to the length of `zeros` (bitmaps grow as members are numbered; OR needs equal lengths). */
export const widened = (bits: SQL, zeros: SQL) => sql`substring(${bits} || ${zeros} for length(${zeros}))`;

/** All-zero bitmap as wide as the organisation's numbered members of one kind. */
export const zerosOf = (org: SQL, kind: 'user' | 'workflow') =>
  sql`(select repeat('0', coalesce(max(m.n) + 1, 0))::varbit from analytics_members m where m.organization_id = ${org} and m.kind = ${kind})`;

// A member's number, looked up per row: as a plain join on a young (unanalysed) members table the
// planner probed the period rows once per member and period (37 s for one batch in the bench).
const numberOf = (kind: 'user' | 'workflow', org: SQL, entity: SQL) =>
  sql`lateral (select m.n from analytics_members m where m.organization_id = ${org} and m.kind = ${kind} and m.entity_id = ${entity} offset 0) m`;

/**
 * Derives the period rollups of the claimed (organisation, day) pairs in the rebuild's transaction,
 * after their per-user rows (analytics_daily_workflow_users) were rebuilt: each claimed day's rows,
 * then every ISO week and month containing a claimed day, recomputed whole from their day rows.
 * So a late event corrects its day, its week and its month exactly once. `claimed` is the VALUES
 * list `c(org, day)` of the rebuild.
 */
export async function rebuildScreenRollups(tx: Tx, claimed: SQL) {
  // One rebuild of an organisation's periods at a time: a week or month read by this statement
  // then sees every day row another rebuild committed before (and numbers are handed out once).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('analytics_periods:' || o.org::text, 0))
    from (select distinct c.org from ${claimed} order by 1) o`);
  await tx.execute(sql`insert into analytics_members (organization_id, kind, entity_id, n)
    select x.org, x.kind, x.entity, coalesce((select max(m.n) from analytics_members m where m.organization_id = x.org and m.kind = x.kind), -1)
      + row_number() over (partition by x.org, x.kind order by x.entity)
    from (select distinct r.organization_id as org, k.kind, k.entity from ${claimed}
      join analytics_daily_workflow_users r on r.organization_id = c.org and r.day = c.day
      cross join lateral (values ('user', r.user_id), ('workflow', r.workflow_id)) k(kind, entity)
      where k.entity <> ${NO_USER}::uuid) x
    where not exists (select 1 from analytics_members m where m.organization_id = x.org and m.kind = x.kind and m.entity_id = x.entity)`);

  const pieces = sql`(select distinct c.org, g.grain, date_trunc(g.grain, c.day::timestamp)::date as start
    from ${claimed} cross join (values ('day'), ('week'), ('month')) g(grain)) p`;
  // `offset 0` keeps the bitmaps computed once per organisation (inlined, they were rebuilt per row).
  const zeros = sql`(select o.org, ${zerosOf(sql`o.org`, 'user')} as users, ${zerosOf(sql`o.org`, 'workflow')} as workflows
    from (select distinct c.org from ${claimed}) o offset 0) z`;
  await tx.execute(sql`delete from analytics_period_workflows r using ${pieces} where r.organization_id = p.org and r.grain = p.grain and r.start = p.start`);
  await tx.execute(sql`delete from analytics_period_totals r using ${pieces} where r.organization_id = p.org and r.grain = p.grain and r.start = p.start`);

  const columns = sql`(organization_id, grain, start, workspace_id, workflow_id, views, completions, watch_seconds, last_viewed_at, user_bits)`;
  await tx.execute(sql`insert into analytics_period_workflows ${columns}
    select r.organization_id, 'day', r.day, r.workspace_id, r.workflow_id, sum(r.views), sum(r.completions), sum(r.watch_seconds), max(r.last_viewed_at),
      coalesce(bit_or(set_bit(z.users, m.n, 1)), z.users)
    from ${claimed} join analytics_daily_workflow_users r on r.organization_id = c.org and r.day = c.day
    join ${zeros} on z.org = r.organization_id
    left join ${numberOf('user', sql`r.organization_id`, sql`r.user_id`)} on true
    group by r.organization_id, r.day, r.workspace_id, r.workflow_id, z.users`);
  const periodEnd = sql`case p.grain when 'week' then p.start + 6 else (p.start + interval '1 month')::date - 1 end`;
  await tx.execute(sql`insert into analytics_period_workflows ${columns}
    select p.org, p.grain, p.start, d.workspace_id, d.workflow_id, sum(d.views), sum(d.completions), sum(d.watch_seconds), max(d.last_viewed_at), bit_or(${widened(sql`d.user_bits`, sql`z.users`)})
    from ${pieces} join ${zeros} on z.org = p.org
    join analytics_period_workflows d on d.organization_id = p.org and d.grain = 'day' and d.start between p.start and ${periodEnd}
    where p.grain <> 'day'
    group by p.org, p.grain, p.start, d.workspace_id, d.workflow_id`);
  // One pass, two groupings: per workspace, and the organisation's own row (distinct across workspaces).
  await tx.execute(sql`insert into analytics_period_totals
      (organization_id, workspace_id, grain, start, views, completions, watch_seconds, users, workflows, user_bits, workflow_bits)
    select org, workspace_id, grain, start, views, completions, watch_seconds, bit_count(user_bits), bit_count(workflow_bits), user_bits, workflow_bits
    from (select p.org, coalesce(f.workspace_id, ${ORG_WIDE}::uuid) as workspace_id, p.grain, p.start, sum(f.views) as views,
        sum(f.completions) as completions, sum(f.watch_seconds) as watch_seconds,
        bit_or(${widened(sql`f.user_bits`, sql`z.users`)}) as user_bits, bit_or(set_bit(z.workflows, m.n, 1)) as workflow_bits
      from ${pieces} join ${zeros} on z.org = p.org
      join analytics_period_workflows f on f.organization_id = p.org and f.grain = p.grain and f.start = p.start
      join ${numberOf('workflow', sql`f.organization_id`, sql`f.workflow_id`)} on true
      group by grouping sets ((p.org, p.grain, p.start, f.workspace_id, z.users, z.workflows), (p.org, p.grain, p.start, z.users, z.workflows))) x`);
}
