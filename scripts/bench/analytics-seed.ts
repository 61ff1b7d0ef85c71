// The generated event set of scripts/bench/analytics.ts: one organisation with 1,000 users, 10
// workspaces, 2,000 workflows (two 60 s steps each) and `events` tracking events over 730 days,
// 4 interval events per viewing session. Sessions come in time order (the table fills as events
// arrive, oldest day first), and each session's user, workflow and time of day come from a hash of
// its number (hashint8extended), so users and workflows mix the way real ones do (every workflow
// watched by many people, every person on many days). Loaded the way a restore is: in
// INSERT … SELECT chunks of 1,000,000 over generate_series with foreign-key and trigger checks off
// (session_replication_role = replica), the indexes of tracking_events dropped first and rebuilt
// after, and the touched days marked stale in one statement (what the trigger would have done).
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';

export const BENCH_ORG = 'Bench analytics';
export const SHAPE = { users: 1000, workflows: 2000, days: 730, workspaces: 10 };
const CHUNK = 1_000_000;

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : ((result as { rows: T[] }).rows ?? [])) as T[];

export type SeededWorld = { orgId: string; events: number; lastDay: string };

/** The event set seeded earlier with the same size (BENCH_KEEP_DATABASE=1), or null. */
export async function seededAnalytics(db: Db, events: number): Promise<SeededWorld | null> {
  const [meta] = rowsOf<{ exists: boolean }>(await db.execute(sql`select to_regclass('bench_analytics_meta') is not null as exists`));
  if (!meta?.exists) return null;
  const [row] = rowsOf<{ org_id: string; events: string; last_day: string }>(await db.execute(sql`select org_id, events, last_day::text from bench_analytics_meta`));
  return row && Number(row.events) === events ? { orgId: row.org_id, events, lastDay: row.last_day } : null;
}

export async function seedAnalytics(db: Db, events: number, log: (line: string) => void): Promise<SeededWorld> {
  const { users, workflows, days, workspaces } = SHAPE;
  const [org] = rowsOf<{ id: string }>(await db.execute(sql`insert into organizations (name, client_key) values (${BENCH_ORG}, 'benchanalytics') returning id`));
  const orgId = org!.id;
  await db.execute(sql`insert into workspace_groups (organization_id, name) values (${orgId}, 'Bench')`);
  await db.execute(sql`insert into workspaces (organization_id, group_id, name)
    select ${orgId}, (select id from workspace_groups where organization_id = ${orgId}), 'Workspace ' || g from generate_series(0, ${workspaces - 1}) g`);
  await db.execute(sql`insert into users (organization_id, email, display_name, role) select ${orgId}, 'user' || g || '@bench.example.com', 'User ' || g, 'viewer' from generate_series(0, ${users - 1}) g`);
  await db.execute(sql`insert into workflows (organization_id, workspace_id, title, published, video_duration)
    select ${orgId}, (select id from workspaces where organization_id = ${orgId} order by name offset (g % ${workspaces}) limit 1), 'Workflow ' || g, true, 120 from generate_series(0, ${workflows - 1}) g`);
  await db.execute(sql`insert into workflow_steps (organization_id, workflow_id, position, title, start_time, end_time, duration)
    select ${orgId}, w.id, s, 'Step ' || (s + 1), s * 60, (s + 1) * 60, 60 from workflows w cross join generate_series(0, 1) s where w.organization_id = ${orgId}`);
  await db.execute(sql`create temporary table bench_ids (kind text, n int, id uuid, primary key (kind, n))`);
  await db.execute(sql`insert into bench_ids select 'u', row_number() over (order by email) - 1, id from users where organization_id = ${orgId}`);
  await db.execute(sql`insert into bench_ids select 'w', row_number() over (order by title) - 1, id from workflows where organization_id = ${orgId}`);
  await db.execute(sql`insert into bench_ids select 's', row_number() over (order by workflow_id, position) - 1, id from workflow_steps where organization_id = ${orgId}`);

  // The indexes as the migrations made them, dropped for the load and rebuilt after it.
  const indexes = rowsOf<{ name: string; def: string; constraint: boolean }>(
    await db.execute(sql`select i.indexname as name, coalesce((select 'alter table tracking_events add constraint "' || c.conname || '" ' || pg_get_constraintdef(c.oid)
        from pg_constraint c where c.conname = i.indexname and c.conrelid = 'tracking_events'::regclass), i.indexdef) as def,
        exists (select 1 from pg_constraint c where c.conname = i.indexname and c.conrelid = 'tracking_events'::regclass) as constraint
      from pg_indexes i where i.tablename = 'tracking_events' and i.schemaname = 'public'`),
  );
  for (const i of indexes) await db.execute(sql.raw(i.constraint ? `alter table tracking_events drop constraint "${i.name}"` : `drop index "${i.name}"`));
  const lastDay = new Date().toISOString().slice(0, 10);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (let from = 0; from < events; from += CHUNK) {
      const to = Math.min(events, from + CHUNK) - 1;
      const t = performance.now();
      // Session k = g / 4; its user, workflow and day are hashes of k; its 4 events are 30 s apart.
      await tx.execute(sql`insert into tracking_events (organization_id, client_event_id, tracker_id, user_id, workflow_id, step_id, type, played_seconds, occurred_at)
        select ${orgId}, 'e' || g, 't' || k, u.id, w.id, s.id, 'interval', 30,
          ((${lastDay}::date - d) + make_interval(secs => (abs(hashint8extended(k, 4)) % 86000) + (g % 4) * 30)) at time zone 'UTC'
        from generate_series(${from}::bigint, ${to}::bigint) g
        cross join lateral (select g / 4 as k) kk
        cross join lateral (select abs(hashint8extended(k, 1)) % ${users} as un, abs(hashint8extended(k, 2)) % ${workflows} as wn,
          (${days - 1} - (k * ${days}) / ${Math.ceil(events / 4)})::int as d) h
        join bench_ids u on u.kind = 'u' and u.n = h.un
        join bench_ids w on w.kind = 'w' and w.n = h.wn
        join bench_ids s on s.kind = 's' and s.n = 2 * h.wn + (g % 2)`);
      log(`  seeded ${(to + 1).toLocaleString('en')} events (${((performance.now() - t) / 1000).toFixed(1)} s for this chunk)`);
    }
  });
  for (const i of indexes) {
    const t = performance.now();
    await db.execute(sql.raw(i.def));
    log(`  index ${i.name} built in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  // Every day of the span has sessions (2,500,000 sessions over 730 days): all of them are stale.
  await db.execute(sql`insert into analytics_dirty_days (organization_id, day)
    select ${orgId}, ${lastDay}::date - d from generate_series(0, ${days - 1}) d on conflict do nothing`);
  await db.execute(sql`create table bench_analytics_meta (org_id uuid, events bigint, last_day date)`);
  await db.execute(sql`insert into bench_analytics_meta values (${orgId}, ${events}, ${lastDay})`);
  await db.execute(sql`vacuum analyze`);
  return { orgId, events, lastDay };
}
