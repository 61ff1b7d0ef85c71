import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { users, workflowLikes, workflowViews, workflows } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { DEFAULT_LOCALE, toLocale } from '@/lib/i18n/config';
import { AppError } from '@/lib/http/errors';
import type { ManagedWorkspace } from '@/lib/workspaces/admin-types';
import { loadVisibleWorkspace, requireId } from '@/lib/workspaces/workspace-access';
import { toCards } from './cards';
import {
  cardSectionsSql,
  isPublished,
  isUnpublished,
  orderFor,
  preparedCardSections,
  selectCardRows,
  selectWorkspacePage,
  type CardSection,
  type Visibility,
} from './library-query';
import type { ListWorkflowsQuery, Page, PagingQuery, WorkflowCardDto } from './library-schema';

/** How many cards each home-overview section shows (the full lists have their own pages). */
export const OVERVIEW_SECTION_SIZE = 8;

/** The locale titles are read in: the one asked for, else the profile's, the organisation's, English. */
export function viewerLocale(session: Pick<SessionContext, 'user' | 'org'>, requested?: string | null): string {
  return toLocale(requested) ?? toLocale(session.user.locale) ?? toLocale(session.org.settings.defaultLocale) ?? DEFAULT_LOCALE;
}

const likedByCaller = (session: Pick<SessionContext, 'user' | 'org'>) =>
  sql`exists(select 1 from ${workflowLikes} where ${workflowLikes.workflowId} = ${workflows.id} and ${workflowLikes.userId} = ${session.user.id} and ${workflowLikes.organizationId} = ${session.org.id})`;

type ListOptions = { where: (SQL | undefined)[]; orderBy: SQL[]; visibility?: Visibility; page: number; size: number; locale: string };

async function listCards(session: SessionContext, { where, orderBy, visibility, page, size, locale }: ListOptions): Promise<Page<WorkflowCardDto>> {
  const db = await getDb();
  const { rows, total } = await selectCardRows(db, { caller: session, visibility, where, orderBy, limit: size, offset: (page - 1) * size });
  return { items: await toCards(session, rows, locale), total };
}

// GET /api/v1/workflows – the workflows the caller may see, narrowed by workspace, owner, favourites
export async function listWorkflows(session: SessionContext, query: ListWorkflowsQuery): Promise<Page<WorkflowCardDto>> {
  if (query.workspaceId) await loadVisibleWorkspace(await getDb(), session, query.workspaceId);
  return listWorkflowsSeen(session, query);
}

/** listWorkflows once its workspace, if any, is known to be one the caller may see. */
async function listWorkflowsSeen(session: SessionContext, query: ListWorkflowsQuery): Promise<Page<WorkflowCardDto>> {
  const locale = viewerLocale(session, query.locale);
  if (query.workspaceId && !query.ownedBy && !query.favorites && !query.published) {
    // One workspace's list (its page and GET /workspaces/{id}/workflows): a statement built once.
    const orderKey = query.sort.startsWith('title') ? `${query.sort}_${locale}` : query.sort;
    const offset = (query.page - 1) * query.size;
    const options = { workspaceId: query.workspaceId, orderBy: orderFor(query.sort, locale), orderKey, limit: query.size, offset };
    const { rows, total } = await selectWorkspacePage(await getDb(), session, options);
    return { items: await toCards(session, rows, locale), total };
  }
  return listCards(session, {
    where: [
      query.workspaceId ? eq(workflows.workspaceId, query.workspaceId) : undefined,
      query.ownedBy === 'me' ? eq(workflows.authorId, session.user.id) : undefined,
      query.favorites ? likedByCaller(session) : undefined,
      query.published ? isPublished : undefined,
    ],
    // A favourite the caller lost access to stays in their list, masked.
    visibility: query.favorites ? 'masked' : 'strict',
    orderBy: orderFor(query.sort, locale),
    page: query.page,
    size: query.size,
    locale,
  });
}

/** Home → Discover: everything published the caller may open, newest first. */
export const listDiscover = (session: SessionContext, paging: PagingQuery) => listWorkflows(session, { ...paging, published: true, favorites: false });

/** Home → Favourites and GET /user-likes/{me}/workflows. */
export const listFavorites = (session: SessionContext, paging: PagingQuery) => listWorkflows(session, { ...paging, favorites: true, published: false });

/** Owned by me → Workflows: the caller's own, in every state. */
export const listOwnedByMe = (session: SessionContext, paging: PagingQuery) =>
  listWorkflows(session, { ...paging, ownedBy: 'me', favorites: false, published: false });

// GET /api/v1/workspaces/{id}/workflows – authors see every state with tools, viewers the published ones
export const listWorkspaceWorkflows = (session: SessionContext, workspaceId: unknown, paging: PagingQuery) =>
  listWorkflows(session, { ...paging, workspaceId: requireId(workspaceId), favorites: false, published: false });

/**
 * The same for the workspace page, whose workspace this caller was shown already (getWorkspace,
 * loadWorkspacePage): its visibility is not looked up a second time.
 */
export const listSeenWorkspaceWorkflows = (session: SessionContext, workspace: Pick<ManagedWorkspace, 'id'>, paging: PagingQuery) =>
  listWorkflowsSeen(session, { ...paging, workspaceId: workspace.id, favorites: false, published: false });

/** Lists under /users/{userId}/… are one's own: someone else's id is 403, an unknown (or foreign) one 404. */
async function assertSelf(session: SessionContext, userId: unknown) {
  const id = requireId(userId);
  if (id === session.user.id) return;
  const other = await (await getDb()).query.users.findFirst({ columns: { id: true }, where: and(eq(users.id, id), eq(users.organizationId, session.org.id)) });
  throw new AppError(other ? 'forbidden' : 'not_found');
}

// GET /api/v1/user-likes/{userId}/workflows – one's own favourite workflows (someone else's: 403, unknown: 404)
export async function listUserLikedWorkflows(session: SessionContext, userId: unknown, paging: PagingQuery) {
  await assertSelf(session, userId);
  return listFavorites(session, paging);
}

/** The workflows one authored and has not published: "continue editing", last changed first. */
const continueEditingWhere = (caller: Pick<SessionContext, 'user'>) => [eq(workflows.authorId, caller.user.id), isUnpublished];
const lastChanged = [desc(workflows.updatedAt), desc(workflows.id)];

// GET /api/v1/users/{userId}/workflows/continue-editing – one's own unpublished workflows, last changed first
export async function listContinueEditing(session: SessionContext, userId: unknown, paging: PagingQuery): Promise<Page<WorkflowCardDto>> {
  await assertSelf(session, userId);
  const locale = viewerLocale(session, paging.locale);
  return listCards(session, { where: continueEditingWhere(session), orderBy: lastChanged, page: paging.page, size: paging.size, locale });
}

// GET /api/v1/users/{userId}/workflows/creator – every workflow one authored, in every state
export async function listCreatorWorkflows(session: SessionContext, userId: unknown, paging: PagingQuery) {
  await assertSelf(session, userId);
  return listOwnedByMe(session, paging);
}

export type HomeOverview = {
  continueWatching: WorkflowCardDto[];
  continueEditing: WorkflowCardDto[];
  recentlyPublished: WorkflowCardDto[];
  favorites: WorkflowCardDto[];
};

// The three short rows need no totals: one round trip picks each row's ids, then the cards.
const overviewSectionList = (caller: Pick<SessionContext, 'user' | 'org'>): CardSection[] => {
  const watching = and(
    eq(workflowViews.workflowId, workflows.id),
    eq(workflowViews.userId, caller.user.id),
    eq(workflowViews.organizationId, caller.org.id),
    sql`not ${workflowViews.completed}`,
  );
  const lastWatched = sql`(select max(${workflowViews.updatedAt}) from ${workflowViews} where ${watching})`;
  return [
    { visibility: 'masked', where: [sql`exists(select 1 from ${workflowViews} where ${watching})`], orderBy: [desc(lastWatched), desc(workflows.id)], limit: OVERVIEW_SECTION_SIZE },
    { where: [isPublished], orderBy: [sql`${workflows.publishedAt} desc nulls last`, desc(workflows.id)], limit: OVERVIEW_SECTION_SIZE },
    // orderFor('newest') does not depend on the locale.
    { visibility: 'masked', where: [likedByCaller(caller)], orderBy: orderFor('newest', DEFAULT_LOCALE), limit: OVERVIEW_SECTION_SIZE },
    { where: continueEditingWhere(caller), orderBy: lastChanged, limit: OVERVIEW_SECTION_SIZE },
  ];
};
const overviewSections = preparedCardSections('home_overview', overviewSectionList);

/** The home overview statement's text and parameters for a caller like `caller` (its plan's test). */
export const homeOverviewSql = (db: Db, caller: Pick<SessionContext, 'user' | 'org'>) => cardSectionsSql(db, caller, overviewSectionList);

/**
 * Home → Overview: continue watching (unfinished, last watched first), continue editing (one's own
 * unpublished workflows, last changed first), recently published, favourites.
 */
export async function homeOverview(session: SessionContext, requestedLocale?: string): Promise<HomeOverview> {
  const locale = viewerLocale(session, requestedLocale);
  const sections = await overviewSections(await getDb(), session);
  const [continueWatching, recentlyPublished, favorites, continueEditing] = await Promise.all(sections.map((rows) => toCards(session, rows, locale)));
  return { continueWatching, continueEditing, recentlyPublished, favorites };
}
