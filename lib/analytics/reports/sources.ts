import { sql, type SQL } from 'drizzle-orm';
import { contentAnalysis } from './content-analysis';
import type { ReportId } from './schema';
import { inScope, type SourceInput } from './source-scope';

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
