import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { playlists } from '@/db/schema';
import { rowsOf } from '@/db/rows';
import { escapeLike } from '@/lib/workspaces/queries';
import { effectiveCte, progressInScope, uuidArray } from './progress-sync';
import type { ProgressStatus } from './schema';

type Org = { orgId: string };

/** The matrix's columns: the workspace's published skills, newest first (no totals: the matrix shows none). */
export const listMatrixSkills = (db: Db, p: Org & { workspaceId: string }) =>
  db
    .select({ id: playlists.id, title: playlists.title })
    .from(playlists)
    .where(and(eq(playlists.organizationId, p.orgId), eq(playlists.workspaceId, p.workspaceId), eq(playlists.published, true)))
    .orderBy(desc(playlists.createdAt), desc(playlists.id));

type Reached = Org & { playlistIds: string[]; keyword: string };

/**
 * People the skills reach (directly assigned, or active members of an assigned team: the rule of
 * effectiveAssignments), by name, one page of them and how many in all, in one statement. Each
 * person is checked with index probes (assignments by user, memberships by user), so the cost
 * follows the organisation's people, not its assignments.
 */
export async function listMatrixPeople(db: Db, p: Reached & { limit: number; offset: number }) {
  if (!p.playlistIds.length) return { people: [], total: 0 };
  const skills = uuidArray(p.playlistIds);
  const reached = sql`u.organization_id = ${p.orgId}
    and (exists (select 1 from skill_assignments a where a.user_id = u.id and a.organization_id = ${p.orgId} and a.playlist_id = any(${skills}))
      or (u.disabled = false and exists (
        select 1 from team_members tm join skill_assignments a on a.team_id = tm.team_id
        where tm.user_id = u.id and tm.organization_id = ${p.orgId} and a.organization_id = ${p.orgId} and a.playlist_id = any(${skills}))))
    ${p.keyword ? sql`and u.display_name ilike ${`%${escapeLike(p.keyword)}%`}` : sql``}`;
  const result = await db.execute(sql`
    select u.id, u.display_name, count(*) over () as total from users u where ${reached}
    order by u.display_name, u.id limit ${p.limit} offset ${p.offset}`);
  const rows = rowsOf<{ id: string; display_name: string; total: number | string }>(result);
  let total = rows.length ? Number(rows[0].total) : 0;
  // A page past the end has no row to carry the total.
  if (!rows.length && p.offset > 0) total = Number(rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from users u where ${reached}`))[0]?.n ?? 0);
  return { people: rows.map((r) => ({ id: r.id, displayName: r.display_name })), total };
}

/** A cell as stored: playlist id, status, percent, due (epoch ms), lapse (epoch ms). */
type StoredCell = [string, ProgressStatus, number, number | null, number | null];

const msOrNull = (v: string) => (v === '' ? null : Number(v));

/**
 * The page's cells, aggregated in SQL: one row per person with the progress of every skill that
 * reaches them (a skill that does not reach them has no cell), as one compact string
 * (`skill,status,percent,due ms,lapse ms;…` — building JSON for 10,000 cells cost more than reading them).
 */
export async function listMatrixCells(db: Db, p: Org & { playlistIds: string[]; userIds: string[] }): Promise<Map<string, StoredCell[]>> {
  if (!p.playlistIds.length || !p.userIds.length) return new Map();
  const ms = (col: string) => sql.raw(`(extract(epoch from p.${col}) * 1000)::bigint`);
  const result = await db.execute(sql`
    with effective as (${effectiveCte(p)})
    select p.user_id, string_agg(concat_ws(',', p.playlist_id, p.status, p.percent, coalesce(${ms('due_at')}::text, ''), coalesce(${ms('lapses_at')}::text, '')), ';') as cells
    from skill_user_progress p join effective e on e.playlist_id = p.playlist_id and e.user_id = p.user_id
    where ${progressInScope(p, 'p')}
    group by p.user_id`);
  return new Map(
    rowsOf<{ user_id: string; cells: string }>(result).map((r) => [
      r.user_id,
      r.cells.split(';').map((cell): StoredCell => {
        const [id, status, percent, due, lapse] = cell.split(',');
        return [id, status as ProgressStatus, Number(percent), msOrNull(due), msOrNull(lapse)];
      }),
    ]),
  );
}
