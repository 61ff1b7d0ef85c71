import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { DEFAULT_LOCALE, toLocale, type Locale } from '@/lib/i18n/config';
import { analyticsScope, narrowScope } from '../access';
import { analyticsFeatures } from '../features';
import { analyticsReadDb } from '../read-db';
import { DATE_RANGE_MESSAGE } from '../schema';
import { groupedRows, reportRows } from './grid-query';
import { validRange, type ReportPage, type ReportPageQuery, type ReportQuery } from './schema';
import type { ReportScope } from './source-scope';
import { REPORT_SOURCES } from './sources';

/** The language a report's names and titles are read in: the one asked for, the profile's, the organisation's. */
export const reportLocale = (session: Pick<SessionContext, 'user' | 'org'>, asked?: string | null): Locale =>
  toLocale(asked) ?? toLocale(session.user.locale) ?? toLocale(session.org.settings.defaultLocale) ?? DEFAULT_LOCALE;

/** An IANA time zone name the runtime knows (the browser sends its own), else UTC when none is given. */
export function timeZoneOf(asked: string | null | undefined): string {
  if (!asked) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: asked }).resolvedOptions().timeZone;
  } catch {
    throw new AppError('invalid_input', 'analyticsReports.errors.timeZone');
  }
}

export type ReportContext = { locale: Locale; timeZone: string };

/**
 * The caller's scope for a report query: access, a valid range, the workspace filter (unknown or
 * out of scope: 404), and whether smart instructions are listed (the organisation has them on).
 */
export async function reportScope(session: SessionContext, q: ReportQuery): Promise<ReportScope> {
  const scope = analyticsScope(session);
  if (!validRange(q)) throw new AppError('invalid_input', DATE_RANGE_MESSAGE);
  return { ...(await narrowScope(await analyticsReadDb(), scope, q.workspaceId)), sops: analyticsFeatures(session.org.settings).sops };
}

export const reportBase = (scope: ReportScope, q: ReportQuery, ctx: ReportContext) =>
  REPORT_SOURCES[q.report]({ scope, range: { from: q.from, to: q.to }, locale: ctx.locale });

/** One page of a configurable report (GET /advanced-report/content-analysis and /skill-analysis). */
export async function getReportPage(session: SessionContext, q: ReportPageQuery, ctx: ReportContext): Promise<ReportPage> {
  const scope = await reportScope(session, q);
  const db = await analyticsReadDb();
  const base = reportBase(scope, q, ctx);
  const page = { limit: q.size, offset: (q.page - 1) * q.size };
  if (q.groupBy) return { ...(await groupedRows(db, base, { ...q, groupBy: q.groupBy }, ctx.timeZone, page)), grouped: true };
  return { ...(await reportRows(db, base, q, ctx.timeZone, page)), grouped: false };
}
