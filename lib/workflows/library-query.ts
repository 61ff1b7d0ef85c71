import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { forIdReads, prepareCachedRead, type Db } from '@/db/client';
import { builtOncePer } from '@/db/prepared';
import { users, workflowLikes, workflowSteps, workflowSubcategories, workflowViews, workflows, workspaceMembers, workspaces } from '@/db/schema';
import { isOrgAdminRole } from '@/lib/access/roles';
import type { SessionContext } from '@/lib/auth/session';
import type { LibrarySort } from './library-schema';
import { titleLanguages } from './titles';

type Caller = Pick<SessionContext, 'user' | 'org'>;

/** Workspace roles that author content (spec 01 §6): they see every state of a workflow. */
const AUTHOR_ROLES = ['admin-group', 'publisher'];

/**
 * 'strict': only workflows the caller may open (the rule of loadWorkflowForView, in SQL).
 * 'masked': also the published workflows of private workspaces the caller is not assigned to —
 * for lists that hold the caller's own links to them (favourites, continue watching), where they
 * show as locked cards; the mapping withholds everything but the id.
 */
export type Visibility = 'strict' | 'masked';

/**
 * Flags, roles, limits and section numbers are written into the statement's text rather than bound
 * as parameters, so that only the caller's ids are: a prepared statement's generic plan (PostgreSQL's
 * after five runs) can then use the indexes on published workflows (workflows_org_recent_idx is
 * partial) and stop after a limit it knows; with `published = $1` or `limit $2` it sorts every row
 * (BENCHMARKS.md, "a large organisation").
 */
export const isPublished = sql`${workflows.published}`;
export const isUnpublished = sql`not ${workflows.published}`;
const byAuthorRole = sql`${workspaceMembers.role} in (${sql.raw(AUTHOR_ROLES.map((role) => `'${role}'`).join(', '))})`;
const isPrivateWorkspace = sql`${workspaces.private}`;
const isPublicWorkspace = sql`not ${workspaces.private}`;

export function visibleCondition(caller: Caller, visibility: Visibility): SQL | undefined {
  if (isOrgAdminRole(caller.user.role)) return undefined;
  const assigned = sql`${workspaceMembers.userId} is not null`;
  const strict = and(or(isPublicWorkspace, assigned), or(isPublished, byAuthorRole));
  if (visibility === 'strict') return strict;
  return or(strict, and(isPrivateWorkspace, isNull(workspaceMembers.userId), isPublished));
}

/** The title the caller reads (their locale's translation, else the own title), for sorting. */
export function titleExpression(locale: string): SQL {
  const picks = titleLanguages(locale).map((code) => sql`nullif(${workflows.titleTranslations} ->> ${code}, '')`);
  return sql`lower(coalesce(${sql.join([...picks, sql`${workflows.title}`], sql`, `)}))`;
}

export function orderFor(sort: LibrarySort, locale: string): SQL[] {
  // Published workflows date from their publication, the rest from their creation.
  const when = sql`coalesce(${workflows.publishedAt}, ${workflows.createdAt})`;
  switch (sort) {
    case 'oldest':
      return [asc(when), asc(workflows.id)];
    case 'titleAsc':
      return [asc(titleExpression(locale)), asc(workflows.id)];
    case 'titleDesc':
      return [desc(titleExpression(locale)), desc(workflows.id)];
    default:
      return [desc(when), desc(workflows.id)];
  }
}

/**
 * A derived table the picks are joined to (inner join), which narrows them and may be sorted by:
 * the explorer search's matches, found through their own indexes before any workflow is read.
 */
export type Narrowing = { source: SQL; on: SQL };

export type CardQuery = {
  caller: Caller;
  visibility?: Visibility;
  narrow?: Narrowing;
  where?: (SQL | undefined)[];
  orderBy: SQL[];
  limit: number;
  offset?: number;
};

/** The workflow columns a card shows; sources, terms, leases and the like stay in the database. */
const cardColumns = {
  id: workflows.id,
  workspaceId: workflows.workspaceId,
  authorId: workflows.authorId,
  title: workflows.title,
  titleTranslations: workflows.titleTranslations,
  languageCode: workflows.languageCode,
  published: workflows.published,
  publishedAt: workflows.publishedAt,
  posterKey: workflows.posterKey,
  videoDuration: workflows.videoDuration,
  editType: workflows.editType,
  editorStatus: workflows.editorStatus,
  convertStatus: workflows.convertStatus,
  stepsStatus: workflows.stepsStatus,
  speechStatus: workflows.speechStatus,
  frameCaptureStatus: workflows.frameCaptureStatus,
  videoExtractStatus: workflows.videoExtractStatus,
  blocked: workflows.blocked,
  processed: workflows.processed,
  progress: workflows.progress,
};

/** Join conditions: the workflow's workspace, and the caller's membership there (for visibility). */
export const workspaceOf = (caller: Caller) => and(eq(workspaces.id, workflows.workspaceId), eq(workspaces.organizationId, caller.org.id));
export const membershipOf = (caller: Caller) =>
  and(eq(workspaceMembers.workspaceId, workflows.workspaceId), eq(workspaceMembers.userId, caller.user.id), eq(workspaceMembers.organizationId, caller.org.id));

export const matching = (caller: Caller, visibility: Visibility, where: (SQL | undefined)[]) =>
  and(eq(workflows.organizationId, caller.org.id), visibleCondition(caller, visibility), ...where);

/** `fixed`: the limit is written into the statement's text (a statement built once, see preparedCardSections). */
type PickOptions = Omit<CardQuery, 'caller'> & { withTotal?: boolean; section?: number; fixed?: boolean };

/** A whole number written into the statement's text (limits and section numbers of a prepared statement). */
const literal = (n: number) => sql.raw(String(Math.trunc(n)));

/**
 * How many workflows match, for a page's total: only the columns the filters need, so on PostgreSQL
 * an index-only scan can serve it (workflows_org_ws_newest_idx holds organisation, workspace and
 * published). The page's own rows are picked apart from it, in index order, stopping at the limit.
 */
function countMatches(db: Db, caller: Caller, { visibility = 'strict', narrow, where = [] }: Pick<CardQuery, 'visibility' | 'narrow' | 'where'>) {
  const query = db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(workflows)
    .innerJoin(workspaces, workspaceOf(caller))
    .leftJoin(workspaceMembers, membershipOf(caller))
    .$dynamic();
  return (narrow ? query.innerJoin(narrow.source, narrow.on) : query).where(matching(caller, visibility, where));
}

/**
 * The ids of one page, in order: tenant, visibility, filter, sort and limit over narrow rows.
 * The card's columns and per-row sub-queries are joined afterwards, for the picked rows only.
 */
function pickIds(db: Db, caller: Caller, { visibility = 'strict', narrow, where = [], orderBy, limit, offset = 0, withTotal = false, section = 0, fixed = false }: PickOptions) {
  const query = db
    .select({
      id: sql<string>`${workflows.id}`.as('pick_id'),
      section: sql<number>`${literal(section)}::int`.as('section'),
      ord: sql<number>`row_number() over (order by ${sql.join(orderBy, sql`, `)})`.as('ord'),
      // A sub-query of its own (run once), not `count(*) over ()`: a window count carries every
      // matching row, with its joins, through the window before the limit applies (BENCHMARKS.md, issue 15).
      total: (withTotal ? sql<number>`(${countMatches(db, caller, { visibility, narrow, where })})` : sql<number>`0`).as('total'),
    })
    .from(workflows)
    .innerJoin(workspaces, workspaceOf(caller))
    .leftJoin(workspaceMembers, membershipOf(caller))
    .$dynamic();
  return (narrow ? query.innerJoin(narrow.source, narrow.on) : query)
    .where(matching(caller, visibility, where))
    .orderBy(...orderBy)
    .limit(fixed ? (literal(limit) as unknown as number) : limit) // Drizzle writes an SQL limit as it is.
    .offset(offset);
}

type Picks = ReturnType<typeof pickIds>;

/** The caller's unfinished viewing of the workflow (continue watching), if any. */
const unfinishedViewOf = (caller: Caller) =>
  and(eq(workflowViews.workflowId, workflows.id), eq(workflowViews.userId, caller.user.id), eq(workflowViews.organizationId, caller.org.id), sql`not ${workflowViews.completed}`);

/** The card rows of picked ids, in the picks' order: workflow, workspace, membership, author, resume point and extras. */
function cardRowsOf(db: Db, caller: Caller, picks: Picks) {
  const p = picks.as('p');
  const userId = caller.user.id;
  return db
    .select({
      section: p.section,
      total: sql<number>`${p.total}`.mapWith(Number),
      workflow: cardColumns,
      workspaceName: workspaces.name,
      privateWorkspace: workspaces.private,
      memberRole: workspaceMembers.role,
      authorName: users.displayName,
      stepCount: sql<number>`(select count(*) from ${workflowSteps} where ${workflowSteps.workflowId} = ${workflows.id})`.mapWith(Number),
      hasImageMap: sql<boolean>`exists(select 1 from ${workflowSteps} where ${workflowSteps.workflowId} = ${workflows.id} and ${workflowSteps.imageMap} is not null)`,
      favorite: sql<boolean>`exists(select 1 from ${workflowLikes} where ${workflowLikes.workflowId} = ${workflows.id} and ${workflowLikes.userId} = ${userId})`,
      subcategoryIds: sql<string[] | null>`(select json_agg(${workflowSubcategories.subcategoryId}) from ${workflowSubcategories} where ${workflowSubcategories.workflowId} = ${workflows.id})`,
      resumeStepId: workflowViews.stepId,
      resumePosition: workflowViews.position,
      // The step's number as the player counts it (1-based, in step order).
      resumeStepNumber: sql<number>`(select count(*) from ${workflowSteps} where ${workflowSteps.workflowId} = ${workflows.id} and ${workflowSteps.position} <= (select resumed.position from ${workflowSteps} resumed where resumed.id = ${workflowViews.stepId}))`.mapWith(Number),
    })
    .from(p)
    .innerJoin(workflows, eq(workflows.id, p.id))
    .innerJoin(workspaces, workspaceOf(caller))
    .leftJoin(workspaceMembers, membershipOf(caller))
    .leftJoin(users, and(eq(users.id, workflows.authorId), eq(users.organizationId, caller.org.id)))
    .leftJoin(workflowViews, unfinishedViewOf(caller))
    .orderBy(p.section, p.ord);
}

/**
 * One page of workflows as cards need them: the workflow with its workspace, the caller's
 * membership there, author, step count, image-map presence, the caller's favourite and the
 * sub-category ids. Tenant and visibility are in the `where`; `total` counts every match.
 */
export async function selectCardRows(db: Db, { caller, ...options }: CardQuery) {
  const rows = await cardRowsOf(db, caller, pickIds(db, caller, { ...options, withTotal: true }));
  if (rows.length > 0 || !options.offset) return { rows, total: rows[0]?.total ?? 0 };
  // Past the last page the count has no row to ride on: count on its own.
  const [{ n }] = await countMatches(db, caller, options);
  return { rows, total: n };
}

type PageStatement = ReturnType<ReturnType<typeof cardRowsOf>['prepare']>;
const workspacePages = builtOncePer<string, PageStatement>();

/**
 * One page of one workspace's workflows, as selectCardRows answers it, from a statement built once per
 * database, visibility rule and order (building this SQL costs the page about as much as running it,
 * BENCHMARKS.md, issue 15): the caller's ids, the workspace, the limit and the offset are its parameters.
 * `orderKey` names `orderBy` (the sort, and the locale of a title sort).
 */
export async function selectWorkspacePage(
  db: Db,
  caller: Caller,
  { workspaceId, orderBy, orderKey, limit, offset }: { workspaceId: string; orderBy: SQL[]; orderKey: string; limit: number; offset: number },
) {
  const seesAll = isOrgAdminRole(caller.user.role);
  const key = `${seesAll ? 'all' : 'scoped'}_${orderKey}`;
  const statement = workspacePages(db, key, (built) => {
    const parametric = withIdParameters(caller);
    const where = [eq(workflows.workspaceId, sql.placeholder('workspaceId') as unknown as string)];
    const paging = { limit: sql.placeholder('limit') as unknown as number, offset: sql.placeholder('offset') as unknown as number };
    return cardRowsOf(db, parametric, pickIds(db, parametric, { where, orderBy, ...paging, withTotal: true })).prepare(`workspace_page_${built}_${key.replace(/[^a-z0-9]/gi, '_')}`);
  });
  const rows = await statement.execute({ orgId: caller.org.id, userId: caller.user.id, workspaceId, limit, offset });
  if (rows.length > 0 || !offset) return { rows, total: rows[0]?.total ?? 0 };
  const [{ n }] = await countMatches(db, caller, { where: [eq(workflows.workspaceId, workspaceId)] });
  return { rows, total: n };
}


export type CardSection = Omit<CardQuery, 'caller' | 'offset'>;

/** The caller's ids as statement parameters, so a statement can be built once and run for anyone. */
function withIdParameters(caller: Caller): Caller {
  const ids = { org: sql.placeholder('orgId'), user: sql.placeholder('userId') } as unknown as { org: string; user: string };
  return { user: { ...caller.user, id: ids.user }, org: { ...caller.org, id: ids.org } };
}

function sectionsStatement(db: Db, caller: Caller, sections: CardSection[]) {
  const [first, ...rest] = sections.map((s, section) => pickIds(db, caller, { ...s, section, fixed: true }));
  const picks = rest.reduce((all, next) => all.unionAll(next) as unknown as Picks, first);
  return cardRowsOf(db, caller, picks);
}

/**
 * The text and parameters of the statement preparedCardSections builds for a caller like `caller`: only
 * the caller's ids may be parameters, or a generic plan cannot know the rest (integration test home-overview-plan).
 */
export function cardSectionsSql(db: Db, caller: Caller, sectionsOf: (caller: Caller) => CardSection[]) {
  const parametric = withIdParameters(caller);
  return sectionsStatement(db, parametric, sectionsOf(parametric)).toSQL();
}

type SectionsStatement = { run: ReturnType<ReturnType<typeof sectionsStatement>['prepare']>; count: number };

/**
 * Several short lists (the home overview's sections) in one round trip and without totals: each
 * section's ids are picked on its own, the card columns joined once for all of them. `sectionsOf`
 * describes the lists for a caller whose ids are statement parameters: the statement is built
 * once per database and visibility rule (building this SQL costs as much as running it), then
 * run with the caller's ids. Answers one array of rows per section, in the order given.
 */
export function preparedCardSections(name: string, sectionsOf: (caller: Caller) => CardSection[]) {
  const built = builtOncePer<boolean, SectionsStatement>();
  return async (callerDb: Db, caller: Caller) => {
    // Only ids are bound (limits are in the text): a kept generic plan suits every caller (forIdReads).
    const db = forIdReads(callerDb);
    // Visibility depends on the caller's role only through isOrgAdminRole (visibleCondition).
    const seesAll = isOrgAdminRole(caller.user.role);
    const statement = built(db, seesAll, () => {
      const parametric = withIdParameters(caller);
      const sections = sectionsOf(parametric);
      const query = sectionsStatement(db, parametric, sections);
      return { run: prepareCachedRead(db, query, `${name}_${seesAll ? 'all' : 'scoped'}`), count: sections.length };
    });
    const rows = await statement.run.execute({ orgId: caller.org.id, userId: caller.user.id });
    return Array.from({ length: statement.count }, (_, i) => rows.filter((row) => row.section === i));
  };
}

export type CardRow = Awaited<ReturnType<typeof cardRowsOf>>[number];
