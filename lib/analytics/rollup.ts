import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { COMPLETION_RATIO } from '@/lib/tracking/schema';
import { NO_USER } from './rollup-keys';
import { rebuildScreenRollups } from './rollup-screens';

/** Dirty (organisation, day) pairs one transaction rebuilds. */
export const ROLLUP_BATCH_DAYS = 50;
export { NO_USER } from './rollup-keys';

type Claimed = { organization_id: string; day: string; version: number | string };

// The claimed pairs as a VALUES list, joined by every statement of the rebuild.
const claimedValues = (claimed: Claimed[]): SQL =>
  sql`(values ${sql.join(
    claimed.map((c) => sql`(${c.organization_id}::uuid, ${c.day}::date)`),
    sql`, `,
  )}) as c(org, day)`;

// The events of a claimed day (its UTC calendar day) through the (organisation, time) index. A
// LATERAL subquery with `offset 0` (which the planner cannot flatten) keeps it one index range per
// day; as a plain join the planner hashed every event of the organisation against every claimed
// day (the bench: 50 days × all events per batch).
const EVENTS_OF_DAY = sql`lateral (select * from tracking_events t where t.organization_id = c.org
  and t.occurred_at >= (c.day::timestamp at time zone 'UTC') and t.occurred_at < ((c.day + 1)::timestamp at time zone 'UTC') offset 0) e on true`;

/**
 * Rebuilds up to `limit` stale (organisation, day) pairs from their events, set-based: the pairs
 * are claimed (locked, skipping pairs another run holds), their rollup rows deleted and recomputed
 * by one INSERT … SELECT per table, and each pair is cleared only if no event marked it again
 * meanwhile (its version is unchanged) — such a pair is rebuilt on the next run. Running it twice
 * changes nothing. Returns how many pairs were rebuilt.
 */
export async function rebuildDirtyDays(db: Db, limit = ROLLUP_BATCH_DAYS): Promise<number> {
  return db.transaction(async (tx) => {
    // Big batches (a backlog) look expensive to the planner, whose JIT compilation then took longer
    // than the work (3 s per statement); the distinct counts sort in memory rather than on disk.
    await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true)`);
    // Oldest first; days marked together (a backlog) in calendar order, so one batch shares its weeks and months.
    const claimed = rowsOf<Claimed>(
      await tx.execute(sql`select organization_id, day::text as day, version from analytics_dirty_days
        order by marked_at, organization_id, day limit ${limit} for update skip locked`),
    );
    if (claimed.length === 0) return 0;
    const c = claimedValues(claimed);
    await tx.execute(sql`delete from analytics_daily_workflow_users r using ${c} where r.organization_id = c.org and r.day = c.day`);
    await tx.execute(sql`delete from analytics_daily_steps r using ${c} where r.organization_id = c.org and r.day = c.day`);
    // Completion: that day's played seconds reach 90 % of the workflow's duration (the video's, else its steps' sum).
    await tx.execute(sql`insert into analytics_daily_workflow_users
        (organization_id, day, workspace_id, workflow_id, user_id, views, completions, watch_seconds, last_viewed_at)
      select e.organization_id, c.day, w.workspace_id, e.workflow_id, coalesce(e.user_id, ${NO_USER}::uuid),
        count(distinct e.tracker_id)::int,
        case when max(d.duration) > 0 and sum(e.played_seconds::float8) >= max(d.duration) * ${COMPLETION_RATIO}::float8 then 1 else 0 end,
        coalesce(sum(e.played_seconds::float8), 0), max(e.occurred_at)
      from ${c} join ${EVENTS_OF_DAY}
      join workflows w on w.id = e.workflow_id and w.organization_id = e.organization_id
      cross join lateral (select coalesce(w.video_duration::float8,
        (select sum(s.duration::float8) from workflow_steps s where s.workflow_id = w.id and s.organization_id = w.organization_id)) as duration) d
      group by 1, 2, 3, 4, 5
      on conflict (organization_id, day, workflow_id, user_id) do update set workspace_id = excluded.workspace_id,
        views = excluded.views, completions = excluded.completions, watch_seconds = excluded.watch_seconds, last_viewed_at = excluded.last_viewed_at`);
    // Drop-off: viewing sessions that played some of a step that day.
    await tx.execute(sql`insert into analytics_daily_steps (organization_id, day, workspace_id, workflow_id, step_id, views)
      select e.organization_id, c.day, w.workspace_id, e.workflow_id, e.step_id, count(distinct e.tracker_id)::int
      from ${c} join ${EVENTS_OF_DAY}
      join workflows w on w.id = e.workflow_id and w.organization_id = e.organization_id
      where e.step_id is not null and e.type = 'interval' and e.played_seconds > 0
      group by e.organization_id, c.day, w.workspace_id, e.workflow_id, e.step_id
      on conflict (organization_id, day, workflow_id, step_id) do update set workspace_id = excluded.workspace_id, views = excluded.views`);
    await rebuildScreenRollups(tx, c);
    await tx.execute(sql`delete from analytics_dirty_days d using (values ${sql.join(
      claimed.map((x) => sql`(${x.organization_id}::uuid, ${x.day}::date, ${Number(x.version)}::bigint)`),
      sql`, `,
    )}) as v(org, day, version) where d.organization_id = v.org and d.day = v.day and d.version = v.version`);
    return claimed.length;
  });
}

/** Rebuilds until nothing is stale or the time budget is spent; the number of pairs rebuilt. */
export async function rebuildAllDirtyDays(db: Db, budgetMs = 50_000): Promise<number> {
  const started = Date.now();
  let total = 0;
  for (;;) {
    const done = await rebuildDirtyDays(db);
    total += done;
    if (done === 0 || Date.now() - started > budgetMs) return total;
  }
}
