import { z } from 'zod';
import { dateRangeSchema, workspaceFilterSchema } from '../schema';

/**
 * The configurable reports (issue 22, spec 02 §2 content and skills analysis): contracts shared by
 * the report screen, the advanced-report calls and the export. Column ids are stable API names;
 * their display names come translated from `column-display-names`.
 */
export const REPORTS = ['content-analysis', 'skills-analysis'] as const;
export type ReportId = (typeof REPORTS)[number];

/** How a column's values are typed, filtered, shown and exported. */
export type ColumnKind = 'text' | 'number' | 'duration' | 'percent' | 'date' | 'status';
/** `values`: the values a status column takes (message keys under analyticsReports.status). */
export type ReportColumn = { id: string; kind: ColumnKind; defaultVisible: boolean; groupable?: boolean; values?: readonly string[] };

/** What a content-analysis row is: a workflow, or a smart instruction (multimodal SOP). */
export const CONTENT_TYPES = ['workflow', 'sop'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const REPORT_COLUMNS: Record<ReportId, readonly ReportColumn[]> = {
  'content-analysis': [
    { id: 'title', kind: 'text', defaultVisible: true },
    { id: 'contentType', kind: 'status', values: CONTENT_TYPES, defaultVisible: true, groupable: true },
    { id: 'workspace', kind: 'text', defaultVisible: true, groupable: true },
    { id: 'creator', kind: 'text', defaultVisible: true, groupable: true },
    { id: 'status', kind: 'status', values: ['published', 'draft'], defaultVisible: false, groupable: true },
    { id: 'views', kind: 'number', defaultVisible: true },
    { id: 'users', kind: 'number', defaultVisible: true },
    { id: 'completions', kind: 'number', defaultVisible: true },
    // Smart instructions only (a workflow is watched, not executed): empty on workflow rows.
    { id: 'executions', kind: 'number', defaultVisible: false },
    { id: 'watchSeconds', kind: 'duration', defaultVisible: true },
    { id: 'createdAt', kind: 'date', defaultVisible: true },
    { id: 'publishedAt', kind: 'date', defaultVisible: false },
    { id: 'lastViewedAt', kind: 'date', defaultVisible: true },
  ],
  'skills-analysis': [
    { id: 'skill', kind: 'text', defaultVisible: true, groupable: true },
    { id: 'person', kind: 'text', defaultVisible: true, groupable: true },
    { id: 'email', kind: 'text', defaultVisible: false },
    { id: 'workspace', kind: 'text', defaultVisible: true, groupable: true },
    { id: 'status', kind: 'status', values: ['not_started', 'in_progress', 'completed'], defaultVisible: true, groupable: true },
    { id: 'progress', kind: 'percent', defaultVisible: true },
    { id: 'dueAt', kind: 'date', defaultVisible: true },
    { id: 'completedAt', kind: 'date', defaultVisible: true },
    { id: 'certificateIssuedAt', kind: 'date', defaultVisible: true },
    { id: 'certificateLapsesAt', kind: 'date', defaultVisible: false },
  ],
};

/** Every value the status columns of a report take (their labels travel with the column display names). */
export const statusValues = (report: ReportId): string[] => REPORT_COLUMNS[report].flatMap((c) => c.values ?? []);

/** Spec 02 §9: grid page size default 20, options 20/50/100. */
export const GRID_PAGE_SIZES = [20, 50, 100] as const;
export const GRID_DEFAULT_PAGE_SIZE = 20;
export const STATE_NAME_MAX = 90;
export const MAX_SAVED_STATES = 50;

export const isReport = (v: unknown): v is ReportId => REPORTS.includes(v as ReportId);
export const columnOf = (report: ReportId, id: string) => REPORT_COLUMNS[report].find((c) => c.id === id);

const columnId = z.string().min(1).max(40);
export const sortSchema = z.array(z.object({ id: columnId, desc: z.boolean() })).max(3);
/** contains: text; eq: status or text; gte/lte: numbers (durations in seconds, percents 0–100) and days (YYYY-MM-DD). */
export const filterSchema = z.array(z.object({ id: columnId, op: z.enum(['contains', 'eq', 'gte', 'lte']), value: z.string().min(1).max(200) })).max(30);
export type ReportSort = z.infer<typeof sortSchema>;
export type ReportFilter = z.infer<typeof filterSchema>[number];

/** What rows a report shows: range, workspace, filters, sort, grouping (the same for screen and export). */
export const reportQuerySchema = z.object({
  report: z.enum(REPORTS),
  from: z.string(),
  to: z.string(),
  workspaceId: workspaceFilterSchema,
  sort: sortSchema.default([]),
  filters: filterSchema.default([]),
  groupBy: columnId.nullable().default(null),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const reportPageSchema = reportQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((n) => (GRID_PAGE_SIZES as readonly number[]).includes(n))
    .default(GRID_DEFAULT_PAGE_SIZE),
});
export type ReportPageQuery = z.infer<typeof reportPageSchema>;

/** Checks the range with the analytics rule (its message key on failure). */
export const validRange = (q: Pick<ReportQuery, 'from' | 'to'>) => dateRangeSchema.safeParse({ from: q.from, to: q.to }).success;

/** A saved layout: ordered columns with width and visibility, filters, sort, grouping and page size. */
export const gridStateSchema = z.object({
  columns: z.array(z.object({ id: columnId, visible: z.boolean(), width: z.number().int().min(40).max(1200).optional() })).max(40),
  sort: sortSchema,
  filters: filterSchema,
  groupBy: columnId.nullable(),
  pageSize: z.number().int().refine((n) => (GRID_PAGE_SIZES as readonly number[]).includes(n)),
  // The workspace filter the layout was saved with (no default: a layout without one keeps the current filter).
  workspaceId: z.string().regex(/^(All|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i).optional(),
});
export type GridState = z.infer<typeof gridStateSchema>;

const stateName = z.string().trim().min(1, 'rules.required').max(STATE_NAME_MAX, 'rules.max90');
export const createGridStateSchema = z.object({ report: z.enum(REPORTS), name: stateName, state: gridStateSchema });
export const updateGridStateSchema = z.object({ name: stateName.optional(), state: gridStateSchema.optional() });
export type CreateGridStateInput = z.infer<typeof createGridStateSchema>;
export type UpdateGridStateInput = z.infer<typeof updateGridStateSchema>;
export type GridStateDto = { id: string; report: ReportId; name: string; state: GridState; updatedAt: string };

/** The default layout of a report: every column in order, the default ones shown. */
export function defaultGridState(report: ReportId): GridState {
  return {
    columns: REPORT_COLUMNS[report].map((c) => ({ id: c.id, visible: c.defaultVisible })),
    sort: [],
    filters: [],
    groupBy: null,
    pageSize: GRID_DEFAULT_PAGE_SIZE,
  };
}

/** A report row: column id → value (numbers as numbers, dates as ISO strings, null when empty). */
export type ReportRow = Record<string, string | number | null>;
/** A grouped row: the group's value, its row count and the sums of its numeric columns. */
export type ReportPage = { items: ReportRow[]; total: number; grouped: boolean };

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export type ExportStatus = 'queued' | 'running' | 'finished' | 'error';
export type ExportDto = { id: string; status: ExportStatus; progress: number; rowCount: number | null; downloadUrl: string | null; fileName: string | null };
