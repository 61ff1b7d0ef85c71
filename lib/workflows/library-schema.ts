import { z } from 'zod';
import { queryFlag } from '@/lib/teams/schema';
import { PAGE_SIZES } from './constants';
import type { WorkflowBaseDto } from './schema';
import { text } from '@/lib/http/text';

/**
 * Contracts of the content library: the card every list shows (WorkflowCardDto, shared with the
 * other workflow helpers through lib/workflows/cards.ts) and the list and search requests.
 * Shared by the routes and the browser, so nothing here may import the database.
 */
export type EditTarget = 'builder' | 'editormain' | 'editor';

/** What this caller may do from the card (spec 01 §6 card tools); all off in view mode. */
export type CardTools = {
  share: boolean;
  /** Copy the public page's link (/p/{id}): published, and the organisation allows public links. */
  publicLink: boolean;
  rename: boolean;
  move: boolean;
  copy: boolean;
  versionHistory: boolean;
  unpublish: boolean;
  /** A ready draft (status new or unpublished) may be published from its card. */
  publish: boolean;
  /** The card opens the player's preview of the draft (until an editor route is installed). */
  preview: boolean;
  edit: EditTarget | null;
  delete: boolean;
};

/**
 * Where the caller left an unfinished workflow (continue watching): the step (and its 1-based
 * number) and the second to open at (lib/tracking/resume.ts: a little before the place itself).
 */
export type ResumePoint = { stepId: string; stepNumber: number; startAt: number };

export type WorkflowCardDto = WorkflowBaseDto & {
  /** A private workspace the caller is not assigned to: everything but the id is withheld. */
  locked: boolean;
  tools: CardTools;
  /** Null unless the caller started it and has not finished it (90 % played). */
  resume: ResumePoint | null;
};

/**
 * The pipeline's raw state behind a card's `status`: the API returns it, pages do not hand it to
 * their client components (no card reads it), which keeps it out of every page's payload.
 */
const PIPELINE_FIELDS = ['processed', 'editType', 'editorStatus', 'convertStatus', 'stepsStatus', 'speechStatus', 'frameCaptureStatus', 'videoExtractStatus', 'blocked', 'hasImageMap'] as const;
type PipelineField = (typeof PIPELINE_FIELDS)[number];

/** A card as the browser's card components use it (API replies fit it as they are). */
export type WorkflowCardView = Omit<WorkflowCardDto, PipelineField>;

/** A card for a page's props: the card without the pipeline's raw state. */
export function cardView<T extends WorkflowCardDto>(card: T): Omit<T, PipelineField> {
  const view: Partial<T> = { ...card };
  for (const field of PIPELINE_FIELDS) delete view[field];
  return view as Omit<T, PipelineField>;
}

/** A search hit: the card plus where the keyword was found in the transcript, if there. */
export type SearchMatch = { snippet: string; time: number };
export type WorkflowSearchItem = WorkflowCardDto & { match: SearchMatch | null };

export type Page<T> = { items: T[]; total: number };
/** A keyword search's page: `capped` when more workflows match than the search lists (`total` is then its cap, shown as "N+"). */
export type SearchPage = Page<WorkflowSearchItem> & { capped: boolean };

const pageSize = z.coerce
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'library.badPageSize')
  .default(PAGE_SIZES[0]);
const pageNumber = z.coerce.number().int().min(1).max(10_000).default(1);
const locale = text().trim().toLowerCase().max(10).regex(/^[a-z]{2}(-[a-z]{2,4})?$/).optional();

export const LIBRARY_SORTS = ['newest', 'oldest', 'titleAsc', 'titleDesc'] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];

// GET /api/v1/workflows?workspaceId&ownedBy=me&favorites=1&page&size&sort&locale
export const listWorkflowsQuerySchema = z.object({
  workspaceId: text().max(64).optional(),
  ownedBy: z.enum(['me']).optional(),
  favorites: queryFlag,
  published: queryFlag,
  page: pageNumber,
  size: pageSize,
  sort: z.enum(LIBRARY_SORTS).default('newest'),
  locale,
});
export type ListWorkflowsQuery = z.infer<typeof listWorkflowsQuerySchema>;

export const pagingQuerySchema = z.object({ page: pageNumber, size: pageSize, sort: z.enum(LIBRARY_SORTS).default('newest'), locale });
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

export const SEARCH_SORTS = ['relevance', 'newest', 'title'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
const ids = z.array(z.guid()).max(200).default([]);

// POST /api/v1/workflows/search {locale, filters, paginate, sort}
export const searchWorkflowsSchema = z.object({
  locale,
  filters: z
    .object({ keyword: text().trim().max(200).default(''), workspaceIds: ids, categoryIds: ids, subcategoryIds: ids })
    .default({ keyword: '', workspaceIds: [], categoryIds: [], subcategoryIds: [] }),
  paginate: z.object({ page: pageNumber, size: pageSize }).default({ page: 1, size: PAGE_SIZES[0] }),
  sort: z.enum(SEARCH_SORTS).default('relevance'),
});
export type SearchWorkflowsInput = z.infer<typeof searchWorkflowsSchema>;
