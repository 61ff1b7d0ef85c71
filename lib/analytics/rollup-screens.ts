import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { addDays, periodEnd, quarterStart } from './periods';
import { NO_USER, ORG_WIDE } from './rollup-keys';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `bits` widened to `width` bits with `zeros` (memberWidths' columns), passed as they are when already that wide. */
export const widenedTo = (bits: SQL, width: SQL, zeros: SQL) => sql`case when length(${bits}) = ${width} then ${bits} else substring(${bits} || ${zeros} for ${width}) end`;

/**
 * A member bitmap widened with zero bits to the length of `zeros` (bitmaps grow as members are
 * numbered; OR needs equal lengths). Most are already that wide: those are passed as they are,
 * which halves the cost of a list's bit_or over ~4,000 rows (no concatenation and cut per row).
 */
export const widened = (bits: SQL, zeros: SQL) => widenedTo(bits, sql`length(${zeros})`, zeros);

/**
 * All-zero bitmap as wide as the organisation's numbered members of one kind, from its width row
 * (analytics_member_widths, one lookup by key; the max over analytics_members it replaces was a seq
 * scan of every member, ~0.25 ms per use at 3,000 members); empty before any member.
 */
export const zerosOf = (org: SQL, kind: 'user' | 'workflow') =>
  sql`coalesce((select repeat('0', w.width)::varbit from analytics_member_widths w where w.organization_id = ${org} and w.kind = ${kind}), B'')`;

/**
 * The organisation's bitmap widths as one row to cross join, z(user_width, user_zeros, workflow_width,
 * workflow_zeros): each width looked up once per statement (0 before any member).
 */
export const memberWidths = (org: SQL) =>
  sql`(select w.uw as user_width, repeat('0', w.uw)::varbit as user_zeros, w.ww as workflow_width, repeat('0', w.ww)::varbit as workflow_zeros
    from (select coalesce((select x.width from analytics_member_widths x where x.organization_id = ${org} and x.kind = 'user'), 0) as uw,
      coalesce((select x.width from analytics_member_widths x where x.organization_id = ${org} and x.kind = 'workflow'), 0) as ww) w)`;

// A member's number, looked up per row: as a plain join on a young (unanalysed) members table the
// planner probed the period rows once per member and period (37 s for one batch in the bench).
const numberOf = (kind: 'user' | 'workflow', org: SQL, entity: SQL) =>
  sql`lateral (select m.n from analytics_members m where m.organization_id = ${org} and m.kind = ${kind} and m.entity_id = ${entity} offset 0) m`;

/** The last day of the quarter `p.start` lies in. */
const QUARTER_END = sql`((date_trunc('quarter', p.start::timestamp) + interval '3 months')::date - 1)`;

/** Per claimed organisation, its last day with rolled-up events (lib/analytics/query-parts.ts lastRolledDay), null: none. */
const lastRolledDays = async (tx: Tx, claimed: SQL) =>
  new Map(
    rowsOf<{ org: string; last: string | null }>(
      await tx.execute(sql`select o.org, (select max(t.start) from analytics_period_totals t
          where t.organization_id = o.org and t.workspace_id = ${ORG_WIDE}::uuid and t.grain = 'day')::text as last
        from (select distinct c.org from ${claimed}) o`),
    ).map((r) => [r.org, r.last]),
  );

/**
 * The quarters whose tails a rebuild rewrites, per organisation: those of its claimed days (a late
 * event in an ended quarter changes its tails; one in the current quarter finds none to change),
 * and those that ended with it (their end from the last rolled-up day before the rebuild up to the
 * one after). Tails are kept only for quarters that ended before the organisation's last rolled-up
 * day, so rebuilding today's day, again and again, rewrites none.
 */
async function quartersToTail(tx: Tx, claimed: SQL, before: Map<string, string | null>) {
  const after = await lastRolledDays(tx, claimed);
  const claimedQuarters = rowsOf<{ org: string; start: string }>(
    await tx.execute(sql`select distinct c.org, date_trunc('quarter', c.day::timestamp)::date::text as start from ${claimed}`),
  );
  const out = new Map<string, { org: string; start: string; last: string | null }>();
  const add = (org: string, start: string) => out.set(`${org} ${start}`, { org, start, last: after.get(org) ?? null });
  for (const q of claimedQuarters) add(q.org, q.start);
  for (const [org, last] of after) {
    const from = before.get(org);
    if (!from || !last) continue;
    for (let start = quarterStart(from); periodEnd('quarter', start) < last; start = addDays(periodEnd('quarter', start), 1)) add(org, start);
  }
  return [...out.values()];
}

/**
 * The quarter tails (grain `tail`: from each day to the end of its quarter) of the quarters above,
 * from their day rows: per (workflow, workspace) watched in the quarter, a running union from the
 * quarter's last day backwards, one row per day with views on or after it, for quarters that ended
 * before the last rolled-up day only (the workflow lists read the current quarter's first days by
 * months, weeks and days: lib/analytics/query-parts.ts workflowTilings). One statement per quarter
 * with its days as constants, so the planner reads that quarter's day rows by index: with the days
 * taken from the claimed pairs it hashed all of the organisation's day rows (7.1 vs 3.6 s for one
 * quarter at 10,000,000 events). Inserted by day, so one day's tails share heap pages (by workflow,
 * 4,000 tails sat on 2,556 pages). A quarter's tails are ~180,000 rows at 10M events: written
 * once when it ends and again only for a late event in it.
 */
async function rebuildQuarterTails(tx: Tx, claimed: SQL, before: Map<string, string | null>) {
  for (const q of await quartersToTail(tx, claimed, before)) {
    const end = periodEnd('quarter', q.start);
    await tx.execute(sql`delete from analytics_period_workflows r
      where r.organization_id = ${q.org}::uuid and r.grain = 'tail' and r.start between ${q.start}::date and ${end}::date`);
    if (!q.last || end >= q.last) continue;
    await tx.execute(sql`insert into analytics_period_workflows
        (organization_id, grain, start, workspace_id, workflow_id, views, completions, watch_seconds, last_viewed_at, user_bits)
      select ${q.org}::uuid, 'tail', x.day, x.workspace_id, x.workflow_id, x.views, x.completions, x.watch_seconds, x.last_viewed_at, x.user_bits
      from (select g.day::date as day, k.workspace_id, k.workflow_id, count(d.workflow_id) over w as n,
          sum(d.views) over w as views, sum(d.completions) over w as completions, sum(d.watch_seconds) over w as watch_seconds,
          max(d.last_viewed_at) over w as last_viewed_at, bit_or(${widened(sql`d.user_bits`, zerosOf(sql`${q.org}::uuid`, 'user'))}) over w as user_bits
        from analytics_period_workflows k
        cross join generate_series(${q.start}::timestamp, ${end}::timestamp, interval '1 day') g(day)
        left join analytics_period_workflows d on d.organization_id = ${q.org}::uuid and d.grain = 'day' and d.start = g.day::date
          and d.workflow_id = k.workflow_id and d.workspace_id = k.workspace_id and d.start between ${q.start}::date and ${end}::date
        where k.organization_id = ${q.org}::uuid and k.grain = 'quarter' and k.start = ${q.start}::date
        window w as (partition by k.workflow_id, k.workspace_id order by g.day desc rows between unbounded preceding and current row)) x
      where x.n > 0
      order by x.day, x.workflow_id`);
  }
}

/**
 * Derives the period rollups of the claimed (organisation, day) pairs in the rebuild's transaction,
 * after their per-user rows (analytics_daily_workflow_users) were rebuilt: each claimed day's rows,
 * then every ISO week, month and quarter containing a claimed day, recomputed whole from their day
 * rows, and the tails of the ended quarters among them or of the quarters that ended with them.
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
  // The reads' width (zerosOf) from the numbers themselves, every rebuild: one scan of the organisation's
  // members here instead of one per read, and a width that lagged (numbers handed out by code that
  // predates the width row, during a deploy) is raised by the next rebuild. Written only when it grows.
  await tx.execute(sql`insert into analytics_member_widths (organization_id, kind, width)
    select m.organization_id, m.kind, max(m.n) + 1 from analytics_members m
    where m.organization_id in (select c.org from ${claimed})
    group by m.organization_id, m.kind
    on conflict (organization_id, kind) do update set width = excluded.width where analytics_member_widths.width < excluded.width`);

  const pieces = sql`(select distinct c.org, g.grain, date_trunc(g.grain, c.day::timestamp)::date as start
    from ${claimed} cross join (values ('day'), ('week'), ('month'), ('quarter')) g(grain)) p`;
  // `offset 0` keeps the bitmaps computed once per organisation (inlined, they were rebuilt per row).
  const zeros = sql`(select o.org, ${zerosOf(sql`o.org`, 'user')} as users, ${zerosOf(sql`o.org`, 'workflow')} as workflows
    from (select distinct c.org from ${claimed}) o offset 0) z`;
  const before = await lastRolledDays(tx, claimed);
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
    where p.grain in ('week', 'month')
    group by p.org, p.grain, p.start, d.workspace_id, d.workflow_id`);
  // A quarter from its three month rows (just rebuilt where claimed), not its ~90 days' rows: at
  // 10,000,000 events that was ~0.15 of a one-day rebuild's ~0.8 s.
  await tx.execute(sql`insert into analytics_period_workflows ${columns}
    select p.org, 'quarter', p.start, m.workspace_id, m.workflow_id, sum(m.views), sum(m.completions), sum(m.watch_seconds), max(m.last_viewed_at), bit_or(${widened(sql`m.user_bits`, sql`z.users`)})
    from ${pieces} join ${zeros} on z.org = p.org
    join analytics_period_workflows m on m.organization_id = p.org and m.grain = 'month' and m.start between p.start and ${QUARTER_END}
    where p.grain = 'quarter'
    group by p.org, p.start, m.workspace_id, m.workflow_id`);
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
      where p.grain <> 'quarter'
      group by grouping sets ((p.org, p.grain, p.start, f.workspace_id, z.users, z.workflows), (p.org, p.grain, p.start, z.users, z.workflows))) x`);
  await rebuildQuarterTails(tx, claimed, before);
}
