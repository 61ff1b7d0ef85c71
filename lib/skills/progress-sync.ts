import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rowsOf } from '@/db/rows';
import type { DueIntervalType } from './schema';

/**
 * The skills' progress rows brought in line with who the skills reach, set-based in SQL (one
 * statement, nothing read into the app): the daily job, the matrix and every read share it.
 * The rules (README, Skills design notes) are those of lib/skills/effective.ts and dates.ts, checked
 * against them in tests/integration/skills-sql-rules.test.ts:
 * a direct assignment wins over a team's, else the team assignment made first; a changed due
 * interval moves the due date of cycles not completed; a lapsed certificate starts the next cycle
 * at the lapse time; people newly reached get a row whose cycle starts now.
 */
export type SyncScope = { orgId: string; playlistIds: string[]; now: Date; userId?: string; userIds?: string[]; part?: UserPart };

/** One of `of` disjoint parts of the people a skill reaches (by a hash of the user id): the job splits a large skill so each statement stays short. */
export type UserPart = { of: number; index: number };

const inPart = (column: SQL, part?: UserPart) =>
  part && part.of > 1 ? sql` and (hashtext(${column}::text) & 2147483647) % ${sql.raw(String(Math.trunc(part.of)))} = ${sql.raw(String(Math.trunc(part.index)))}` : sql``;

/** A progress row the sync created, with the due settings of the assignment that reaches its user. */
export type CreatedProgress = {
  id: string;
  playlistId: string;
  userId: string;
  dueAt: Date | null;
  dueDateIntervalType: DueIntervalType | null;
  dueDateInterval: number | null;
};

/** Ids as one `uuid[]` parameter (a long `in (…)` list would cost a parameter each). */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

const scopeUsers = (p: Pick<SyncScope, 'userId' | 'userIds'>) => (p.userId ? [p.userId] : p.userIds);

/**
 * The scope's progress rows, for the planner: with a page of people it reads them by the (organisation,
 * user) index instead of scanning every row of the organisation.
 */
export function progressInScope(p: Pick<SyncScope, 'orgId' | 'playlistIds' | 'userId' | 'userIds'>, alias: string): SQL {
  const a = sql.raw(alias);
  const users = scopeUsers(p);
  return sql`${a}.organization_id = ${p.orgId} and ${a}.playlist_id = any(${uuidArray(p.playlistIds)})${users ? sql` and ${a}.user_id = any(${uuidArray(users)})` : sql``}`;
}

/**
 * `effective(playlist_id, user_id, due_type, due_n)`: which assignment reaches each user, as a CTE
 * body. A direct assignment is unique per (skill, user) and wins, so only team assignments of people
 * without one are ranked (the team assignment made first). Direct assignments reach disabled users
 * too; teams reach their active members only.
 */
export function effectiveCte(p: Pick<SyncScope, 'orgId' | 'playlistIds' | 'userId' | 'userIds' | 'part'>): SQL {
  const skills = uuidArray(p.playlistIds);
  const users = scopeUsers(p);
  const onlyDirect = sql`${users ? sql`and a.user_id = any(${uuidArray(users)})` : sql``}${inPart(sql`a.user_id`, p.part)}`;
  const onlyMembers = sql`${users ? sql`and tm.user_id = any(${uuidArray(users)})` : sql``}${inPart(sql`tm.user_id`, p.part)}`;
  return sql`
    select a.playlist_id, a.user_id, a.due_date_interval_type as due_type, a.due_date_interval as due_n
    from skill_assignments a
    where a.organization_id = ${p.orgId} and a.playlist_id = any(${skills}) and a.user_id is not null ${onlyDirect}
    union all
    select * from (
      select distinct on (a.playlist_id, tm.user_id) a.playlist_id, tm.user_id, a.due_date_interval_type, a.due_date_interval
      from skill_assignments a
      join team_members tm on tm.team_id = a.team_id and tm.organization_id = ${p.orgId}
      join users u on u.id = tm.user_id and u.disabled = false
      where a.organization_id = ${p.orgId} and a.playlist_id = any(${skills}) and a.team_id is not null ${onlyMembers}
        and not exists (select 1 from skill_assignments d where d.playlist_id = a.playlist_id and d.user_id = tm.user_id)
      order by a.playlist_id, tm.user_id, a.assigned_at, a.id
    ) t`;
}

/** addInterval (dates.ts) in SQL: the interval after `from`, months clamped to the month's end, in UTC; null without one. */
export const dueForSql = (type: SQL, n: SQL, from: SQL) => sql`(case when coalesce(${n}, 0) = 0 then null
  when ${type} = 'day' then ((${from} at time zone 'UTC') + make_interval(days => ${n})) at time zone 'UTC'
  when ${type} = 'month' then ((${from} at time zone 'UTC') + make_interval(months => ${n})) at time zone 'UTC'
  when ${type} = 'year' then ((${from} at time zone 'UTC') + make_interval(months => ${n} * 12)) at time zone 'UTC'
  end)`;

/** daysLeft (dates.ts) in SQL: whole UTC calendar days from `now` to `due`. */
export const daysLeftSql = (due: SQL, now: SQL) => sql`(floor(extract(epoch from ${due}) / 86400) - floor(extract(epoch from ${now}) / 86400))::int`;

type CreatedRow = { id: string; playlist_id: string; user_id: string; due_ms: string | null; due_type: string | null; due_n: number | string | null };

/**
 * One statement, one pass over who the skills reach joined to their rows: next cycles for lapsed
 * certificates, moved due dates, and rows for people newly reached (`on conflict do nothing`: a
 * concurrent sync's row stays). Only the rows with something to do are written. Returns the rows it created.
 */
export async function syncProgress(db: Db, p: SyncScope): Promise<CreatedProgress[]> {
  if (!p.playlistIds.length || (p.userIds && !p.userIds.length)) return [];
  const now = sql`${p.now.toISOString()}::timestamptz`;
  const due = (from: SQL) => dueForSql(sql`c.due_type`, sql`c.due_n`, from);
  const result = await db.execute(sql`
    with effective as (${effectiveCte(p)}),
    todo as (
      select e.playlist_id, e.user_id, e.due_type, e.due_n, p.id, p.status, p.lapses_at, p.cycle_started_at, p.due_at
      from effective e left join skill_user_progress p on p.playlist_id = e.playlist_id and p.user_id = e.user_id and ${progressInScope(p, 'p')}
      where p.id is null or (p.status = 'completed' and p.lapses_at <= ${now})
        or (p.status <> 'completed' and p.due_at is distinct from ${dueForSql(sql`e.due_type`, sql`e.due_n`, sql`p.cycle_started_at`)})),
    recur as (
      update skill_user_progress p
      set cycle = p.cycle + 1, status = 'not_started', percent = 0, cycle_started_at = p.lapses_at, completed_at = null,
        lapses_at = null, due_at = ${due(sql`p.lapses_at`)}, updated_at = now()
      from todo c
      where p.id = c.id and ${progressInScope(p, 'p')} and p.status = 'completed' and p.lapses_at <= ${now}
      returning p.id),
    redue as (
      update skill_user_progress p set due_at = ${due(sql`p.cycle_started_at`)}, updated_at = now()
      from todo c
      where p.id = c.id and ${progressInScope(p, 'p')} and p.status <> 'completed'
      returning p.id),
    created as (
      insert into skill_user_progress (organization_id, playlist_id, user_id, cycle_started_at, due_at)
      select ${p.orgId}, c.playlist_id, c.user_id, ${now}, ${due(now)}
      from todo c where c.id is null
      on conflict do nothing
      returning id, playlist_id, user_id, due_at)
    select c.id, c.playlist_id, c.user_id, (extract(epoch from c.due_at) * 1000)::text as due_ms, t.due_type, t.due_n
    from created c join todo t on t.playlist_id = c.playlist_id and t.user_id = c.user_id`);
  return rowsOf<CreatedRow>(result).map((r) => ({
    id: r.id,
    playlistId: r.playlist_id,
    userId: r.user_id,
    dueAt: r.due_ms === null ? null : new Date(Math.round(Number(r.due_ms))),
    dueDateIntervalType: r.due_type === 'year' || r.due_type === 'month' || r.due_type === 'day' ? r.due_type : null,
    dueDateInterval: r.due_n === null ? null : Number(r.due_n),
  }));
}
