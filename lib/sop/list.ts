import 'server-only';
import { getDb } from '@/db/client';
import { isOrgAdminRole } from '@/lib/access/roles';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { loadVisibleWorkspace } from '@/lib/workspaces/workspace-access';
import { assertSopFeature, canEditInWorkspace } from './access';
import { toCard } from './present';
import { listCardRows, type CardFilter } from './queries';
import type { ListSopsQuery, SopCard } from './schema';

type Page = { page: number; size: number };

/** The caller's visibility filter: every workspace for org admins, else visible workspaces and published unless authored. */
export function visibilityOf(session: SessionContext): CardFilter {
  return {
    orgId: session.org.id,
    userId: session.user.id,
    seeAll: isOrgAdminRole(session.user.role),
    authorOf: Object.keys(session.user.roles).filter((id) => canEditInWorkspace(session, id)),
  };
}

async function page(session: SessionContext, filter: Partial<CardFilter> & Page & { orderByLike?: boolean }) {
  assertSopFeature(session);
  const { rows, total } = await listCardRows(await getDb(), { ...visibilityOf(session), ...filter });
  return { items: await Promise.all(rows.map(toCard)), total };
}

/** GET /multimodal-sop: updatedAt descending, page 0 size 10 by default (spec 02 §7). */
export async function listSops(session: SessionContext, query: ListSopsQuery): Promise<{ items: SopCard[]; total: number }> {
  if (query.workspaceId) await loadVisibleWorkspace(await getDb(), session, query.workspaceId);
  return page(session, query);
}

/** GET /search/mmsop?keyword: the explorer search's smart-instruction tab (published only). */
export const searchSops = (session: SessionContext, { keyword, ...rest }: { keyword?: string } & Page) =>
  page(session, { keyword, published: true, ...rest });

/** GET /workspaces/{id}/multimodal-sops */
export async function listWorkspaceSops(session: SessionContext, workspaceId: unknown, query: Page & { keyword?: string }) {
  const workspace = await loadVisibleWorkspace(await getDb(), session, workspaceId);
  return page(session, { ...query, workspaceId: workspace.id });
}

/** GET /users/{id}/multimodal-sops/creator – owned by me; only the caller's own list. */
export function listCreatorSops(session: SessionContext, userId: string, query: Page & { keyword?: string }) {
  if (userId !== session.user.id) throw new AppError('not_found');
  return page(session, { ...query, authorId: userId });
}

/** GET /user-likes/{userId}/multimodal-sops – the caller's favourites, most recently liked first. */
export function listLikedSops(session: SessionContext, userId: string, query: Page & { keyword?: string }) {
  if (userId !== session.user.id) throw new AppError('not_found');
  return page(session, { ...query, likedOnly: true, orderByLike: true });
}

/** GET /users/{id}/multimodal-sops/continue-editing – the caller's unpublished SOPs, last changed first. */
export function listContinueEditingSops(session: SessionContext, userId: string, query: Page & { keyword?: string }) {
  if (userId !== session.user.id) throw new AppError('not_found');
  return page(session, { ...query, authorId: userId, published: false });
}
