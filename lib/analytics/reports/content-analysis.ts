import { and, eq, sql, type SQL } from 'drizzle-orm';
import { multimodalSopExecutions as ex, multimodalSopUsage as usage } from '@/db/schema';
import { titleLanguages } from '@/lib/workflows/titles';
import { withinDays } from '../lists/shared';
import { NO_USER } from '../rollup-keys';
import type { DateRange } from '../schema';
import { inScope, type SourceInput } from './source-scope';

/**
 * Content analysis (spec 02 §2): one row per workflow and, when the organisation has them on, per
 * smart instruction in the caller's workspaces, with its figures over the range (zero when nobody
 * used it). Both halves name the same columns in the same order (a UNION ALL); a column that does
 * not apply to a content type is null (empty), never zero.
 */
export function contentAnalysis(input: SourceInput): SQL {
  return input.scope.sops ? sql`${workflowRows(input)} union all ${sopRows(input)}` : workflowRows(input);
}

// Workflows: the rollups, never the raw events.
function workflowRows({ scope, range, locale }: SourceInput): SQL {
  const title = sql.join([...titleLanguages(locale).map((code) => sql`nullif(w.title_translations ->> ${code}, '')`), sql`w.title`], sql`, `);
  return sql`select w.id::text as "id", coalesce(${title}) as "title", 'workflow'::text as "contentType", ws.name as "workspace", coalesce(u.display_name, '') as "creator",
      case when w.published then 'published' else 'draft' end as "status",
      coalesce(m.views, 0)::int as "views", coalesce(m.users, 0)::int as "users", coalesce(m.completions, 0)::int as "completions",
      coalesce(m.watch_seconds, 0)::float8 as "watchSeconds", null::int as "executions",
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
 * A smart instruction's activity in the range, one row per event: a viewing session of the usage
 * tracking (spec 02 §3, with its seconds), an execution started, an execution completed (confirmed
 * by name). Smart instructions have no rollup; these tables are read through their (organisation,
 * SOP, time) indexes.
 */
function sopActivity(orgId: string, range: DateRange): SQL {
  return sql`select ${usage.sopId} as sop_id, ${usage.userId} as user_id, 'view' as kind, ${usage.durationSeconds}::float8 as seconds, ${usage.createdAt} as at
      from ${usage} where ${and(eq(usage.organizationId, orgId), withinDays(usage.createdAt, range))}
    union all
    select ${ex.sopId}, ${ex.userId}, 'start', null, ${ex.startedAt}
      from ${ex} where ${and(eq(ex.organizationId, orgId), withinDays(ex.startedAt, range))}
    union all
    select ${ex.sopId}, ${ex.userId}, 'done', null, ${ex.completedAt}
      from ${ex} where ${and(eq(ex.organizationId, orgId), eq(ex.status, 'completed'), withinDays(ex.completedAt, range))}`;
}

// Views: viewing sessions; completions: executions completed in the range; users: everyone who viewed or executed it.
function sopRows({ scope, range }: SourceInput): SQL {
  return sql`select s.id::text, s.title, 'sop'::text, ws.name, coalesce(u.display_name, ''),
      case when s.published then 'published' else 'draft' end,
      coalesce(a.views, 0)::int, coalesce(a.users, 0)::int, coalesce(a.completions, 0)::int,
      coalesce(a.seconds, 0)::float8, coalesce(a.executions, 0)::int,
      s.created_at, s.published_at, a.last_at
    from multimodal_sops s
    join workspaces ws on ws.id = s.workspace_id and ws.organization_id = s.organization_id
    left join users u on u.id = s.author_id and u.organization_id = s.organization_id
    left join (
      select a.sop_id, count(*) filter (where a.kind = 'view') as views, count(distinct a.user_id) as users,
        count(*) filter (where a.kind = 'done') as completions, sum(a.seconds) as seconds,
        count(*) filter (where a.kind = 'start') as executions, max(a.at) as last_at
      from (${sopActivity(scope.orgId, range)}) a
      group by a.sop_id
    ) a on a.sop_id = s.id
    where s.organization_id = ${scope.orgId} and ${inScope(scope, sql`s.workspace_id`)}`;
}
