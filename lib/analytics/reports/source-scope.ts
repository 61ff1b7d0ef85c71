import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsScope } from '../access';
import type { DateRange } from '../schema';

/**
 * Whose rows a report reads: the caller's analytics scope, and whether the organisation has smart
 * instructions on (decided with the session, and kept with a queued export so its job reads the same rows).
 */
export type ReportScope = AnalyticsScope & { sops: boolean };
export type SourceInput = { scope: ReportScope; range: DateRange; locale: string };

/** The workspaces a caller may read, on a workspace id column (org admins: every one). */
export const inScope = (scope: AnalyticsScope, column: SQL) =>
  scope.workspaceIds === 'all' ? sql`true` : scope.workspaceIds.length ? sql`${column} in (${sql.join(scope.workspaceIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql`false`;
