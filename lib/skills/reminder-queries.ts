import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rowsOf } from '@/db/rows';
import type { NotificationSummary } from '@/lib/notifications/schema';
import { daysLeftSql, effectiveCte, type UserPart } from './progress-sync';
import { LEFT_DAYS_REMINDERS, type ReminderKind, type Weighed } from './reminder-rules';

/** A skill's part of every card's summary (title, totals, poster), rendered once per skill in the app. */
export type SkillCard = { id: string; summary: NotificationSummary };

/**
 * remindersDue (reminder-rules.ts) as rows of (kind, notify, hit): left-days claims every threshold
 * reached while the due date is today or later and notifies only the nearest; overdue from the day
 * after; recertify on a cycle after the first.
 */
export function kindsValues(left: SQL, cycle: SQL): SQL {
  const thresholds = [...LEFT_DAYS_REMINDERS].sort((a, b) => b - a);
  const leftRows = thresholds.map((n, i) => {
    const nearer = thresholds[i + 1];
    const notify = nearer === undefined ? sql`true` : sql`${left} > ${sql.raw(String(nearer))}`;
    return sql`(${`left-${n}`}, ${notify}, ${left} between 0 and ${sql.raw(String(n))})`;
  });
  return sql.join([sql`('recertify', true, ${cycle} > 1)`, sql`('overdue', true, ${left} < 0)`, ...leftRows], sql`, `);
}

/**
 * One statement for a set of skills: the reminders due now (cycles not completed, reached by an
 * assignment), claimed in skill_reminders_sent (`on conflict do nothing`: the (skill, user, cycle,
 * kind) key makes a rerun send nothing), and the cards of the newly claimed ones written with their
 * summaries built in SQL. All or nothing, so a failed run leaves nothing claimed and the next sends it.
 * The email round (lib/notifications/email.ts) then mails each card in its recipient's language.
 */
export async function claimAndNotify(db: Db, p: { orgId: string; skills: SkillCard[]; now: Date; part?: UserPart }): Promise<{ sent: Partial<Record<ReminderKind, number>>; userIds: string[] }> {
  if (!p.skills.length) return { sent: {}, userIds: [] };
  const now = sql`${p.now.toISOString()}::timestamptz`;
  const left = daysLeftSql(sql`p.due_at`, now);
  const result = await db.execute(sql`
    with effective as (${effectiveCte({ orgId: p.orgId, playlistIds: p.skills.map((s) => s.id), part: p.part })}),
    cards as (select * from jsonb_to_recordset(${JSON.stringify(p.skills)}::jsonb) as s(id uuid, summary jsonb)),
    due as (
      select c.playlist_id, c.user_id, c.cycle, c.due_at, c.days_left, c.due_type, c.due_n, k.kind, k.notify
      from (
        select p.playlist_id, p.user_id, p.cycle, p.due_at, ${left} as days_left, e.due_type, e.due_n
        from skill_user_progress p join effective e on e.playlist_id = p.playlist_id and e.user_id = p.user_id
        where p.organization_id = ${p.orgId} and p.status <> 'completed'
      ) c
      cross join lateral (values ${kindsValues(sql`c.days_left`, sql`c.cycle`)}) as k(kind, notify, hit)
      where k.hit),
    claimed as (
      insert into skill_reminders_sent (organization_id, playlist_id, user_id, cycle, kind, sent_at)
      select ${p.orgId}, playlist_id, user_id, cycle, kind, ${now} from due
      on conflict do nothing
      returning playlist_id, user_id, cycle, kind),
    notified as (
      select d.* from claimed c join due d on d.playlist_id = c.playlist_id and d.user_id = c.user_id and d.cycle = c.cycle and d.kind = c.kind
      where d.notify),
    written as (
      insert into notifications (organization_id, user_id, type, skill_id, activity, summary)
      select ${p.orgId}, n.user_id,
        case n.kind when 'overdue' then 'remind-skill-overdue'
          when 'recertify' then case when coalesce(n.due_n, 0) <> 0 then 'assign-skill-due' else 'assign-skill' end
          else 'remind-skill-left-days' end,
        n.playlist_id, '[]'::jsonb,
        cards.summary
          || case when n.due_type in ('year', 'month', 'day') and coalesce(n.due_n, 0) <> 0
               then jsonb_build_object('dueDateIntervalType', n.due_type, 'dueDateInterval', n.due_n) else '{}'::jsonb end
          || case when n.due_at is not null then jsonb_build_object('dueDaysLeft', n.days_left) else '{}'::jsonb end
      from notified n join cards on cards.id = n.playlist_id)
    select (select coalesce(jsonb_object_agg(kind, n), '{}'::jsonb) from (select kind, count(*) as n from notified group by kind) k)::text as sent,
      (select coalesce(jsonb_agg(distinct user_id), '[]'::jsonb) from notified)::text as users`);
  const [row] = rowsOf<{ sent: string; users: string }>(result);
  return { sent: JSON.parse(row.sent) as Partial<Record<ReminderKind, number>>, userIds: JSON.parse(row.users) as string[] };
}


/**
 * Published skills that have at least one assignment, by organisation, each with about how many
 * people it reaches (direct assignments plus team members; overlaps counted twice).
 */
export async function listSkillsToRemind(db: Db): Promise<Map<string, Weighed[]>> {
  const rows = rowsOf<{ id: string; org_id: string; reach: number | string }>(
    await db.execute(sql`
      select p.id, p.organization_id as org_id,
        (select count(*) from skill_assignments a where a.playlist_id = p.id and a.user_id is not null)
        + (select count(*) from skill_assignments a join team_members tm on tm.team_id = a.team_id where a.playlist_id = p.id) as reach
      from playlists p
      where p.published and exists (select 1 from skill_assignments a where a.playlist_id = p.id)
      order by p.organization_id, p.id`),
  );
  const byOrg = new Map<string, Weighed[]>();
  for (const r of rows) byOrg.set(r.org_id, [...(byOrg.get(r.org_id) ?? []), { id: r.id, reach: Number(r.reach) }]);
  return byOrg;
}
