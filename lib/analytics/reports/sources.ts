import { sql, type SQL } from 'drizzle-orm';
import { titleLanguages } from '@/lib/workflows/titles';
import type { AnalyticsScope } from '../access';
import { NO_USER } from '../rollup';
import type { DateRange } from '../schema';
import type { ReportId } from './schema';

export type SourceInput = { scope: AnalyticsScope; range: DateRange; locale: string };

// The workspaces a caller may read, on a workspace id column (org admins: every one).
const inScope = (scope: AnalyticsScope, column: SQL) =>
  scope.workspaceIds === 'all' ? sql`true` : scope.workspaceIds.length ? sql`${column} in (${sql.join(scope.workspaceIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql`false`;

/**
 * Content analysis: one row per workflow in the caller's workspaces, with its rollup figures over
 * the range (zero when nobody watched it) — the rollups, never the raw events.
 */
function contentAnalysis({ scope, range, locale }: SourceInput): SQL {
  const title = sql.join([...titleLanguages(locale).map((code) => sql`nullif(w.title_translations ->> ${code}, '')`), sql`w.title`], sql`, `);
  return sql`select w.id::text as "id", coalesce(${title}) as "title", ws.name as "workspace", coalesce(u.display_name, '') as "creator",
      case when w.published then 'published' else 'draft' end as "status",
      coalesce(m.views, 0)::int as "views", coalesce(m.users, 0)::int as "users", coalesce(m.completions, 0)::int as "completions",
      coalesce(m.watch_seconds, 0)::float8 as "watchSeconds",
      w.created_at as "createdAt", w.published_at as "publishedAt", m.last_viewed_at as "lastViewedAt"
    from workflows w
    join workspaces ws on ws.id = w.workspace_id and ws.organization_id = w.organization_id
    left join users u on u.id = w.author_id and u.organization_id = w.organization_id
    left join (
      select r.workflow_id, sum(r.views) as views, count(distinct r.user_id) filter (where r.user_id <> ${NO_USER}::uuid) as users,
        sum(r.completions) as completions, sum(r.watch_seconds) as watch_seconds, max(r.last_viewed_at) as last_viewed_at
      from analytics_daily_workflow_users r
      where r.organization_id = ${scope.orgId} and r.day between ${range.from}::date and ${range.to}::date and ${inScope(scope, sql`r.workspace_id`)}
      group by r.workflow_id
    ) m on m.workflow_id = w.id
    where w.organization_id = ${scope.orgId} and ${inScope(scope, sql`w.workspace_id`)}`;
}

/**
 * Skills analysis: one row per skill × assigned person (their current cycle), with the latest
 * certificate not revoked. Organisation-wide skills (no workspace) are for org admins only.
 */
function skillsAnalysis({ scope }: SourceInput): SQL {
  return sql`select p.id::text || ':' || s.user_id::text as "id", p.title as "skill", u.display_name as "person", u.email as "email",
      coalesce(ws.name, '') as "workspace", s.status as "status", s.percent::int as "progress",
      s.due_at as "dueAt", s.completed_at as "completedAt", c.issued_at as "certificateIssuedAt", c.lapses_at as "certificateLapsesAt"
    from skill_user_progress s
    join playlists p on p.id = s.playlist_id and p.organization_id = s.organization_id
    join users u on u.id = s.user_id and u.organization_id = s.organization_id
    left join workspaces ws on ws.id = p.workspace_id and ws.organization_id = p.organization_id
    left join lateral (
      select c.issued_at, c.lapses_at from skill_certificates c
      where c.organization_id = s.organization_id and c.playlist_id = s.playlist_id and c.user_id = s.user_id and c.revoked_at is null
      order by c.issued_at desc limit 1
    ) c on true
    where s.organization_id = ${scope.orgId} and ${scope.workspaceIds === 'all' ? sql`true` : sql`p.workspace_id is not null and ${inScope(scope, sql`p.workspace_id`)}`}`;
}

/** The SQL of each report's rows, columns named by their ids (lib/analytics/reports/schema.ts). */
export const REPORT_SOURCES: Record<ReportId, (input: SourceInput) => SQL> = {
  'content-analysis': contentAnalysis,
  'skills-analysis': skillsAnalysis,
};
