import 'server-only';
import type { Db } from '@/db/client';
import type { MultimodalSop } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { signedMediaUrl, signedPosterUrl } from '@/lib/workflows/media-urls';
import type { ScopedWorkspaceRow } from '@/lib/workspaces/queries';
import { toSopItem, uploadIdsOf } from './items';
import { listItemRows, listUploadKeys, type CardRow } from './queries';
import type { SopCard, SopDetail, SopItem, SopStatus, SopType, TaskMode } from './schema';

/**
 * Spec 02 §4 Task mode: view for a workspace viewer, an execution session (skill id in the route)
 * or a published task (a published task is never in edit mode); a SOP still importing has nothing
 * to edit yet (default); a new SOP not yet saved opens in create mode; otherwise edit.
 */
export function taskModeOf(sop: Pick<MultimodalSop, 'published' | 'status' | 'metadata'>, canEdit: boolean, skillId?: string | null): TaskMode {
  if (!canEdit || skillId || sop.published) return 'view';
  if (sop.status !== 'completed') return 'default';
  return (sop.metadata as { firstLoad?: boolean } | null)?.firstLoad ? 'create' : 'edit';
}

export async function toCard(row: CardRow): Promise<SopCard> {
  const { sop } = row;
  return {
    id: sop.id,
    title: sop.title,
    workspaceId: sop.workspaceId,
    workspaceName: row.workspaceName,
    privateWorkspace: row.privateWorkspace,
    type: sop.type as SopType,
    languageCode: sop.languageCode,
    status: sop.status as SopStatus,
    published: sop.published,
    publishedDate: sop.publishedAt?.toISOString() ?? null,
    poster: await signedPosterUrl(sop.posterKey),
    numSteps: row.numSteps,
    author: { uid: sop.authorId, displayName: row.authorName ?? '' },
    favorite: row.likedAt !== null,
    allowDuplicate: sop.allowDuplicate,
    updatedAt: sop.updatedAt.toISOString(),
  };
}

/** Adds a signed URL to every attachment and video that refers to an upload of the organisation. */
export async function signItems(db: Db, orgId: string, items: SopItem[]): Promise<SopItem[]> {
  const ids = uploadIdsOf(items);
  if (!ids.length) return items;
  const rows = await listUploadKeys(db, { orgId, ids });
  const urls = new Map(await Promise.all(rows.map(async (r) => [r.id, await signedMediaUrl(r.key)] as const)));
  return items.map((item) => ({
    ...item,
    attachments: item.attachments.map((a) => (a.uploadId && urls.has(a.uploadId) ? { ...a, url: urls.get(a.uploadId) } : a)),
  }));
}

type DetailSource = { sop: MultimodalSop; workspace: Pick<ScopedWorkspaceRow, 'name' | 'private'>; canEdit: boolean };

export async function toDetail(
  db: Db,
  session: SessionContext,
  { sop, workspace, canEdit }: DetailSource,
  { skillId, authorName, liked }: { skillId?: string | null; authorName: string; liked: boolean },
): Promise<SopDetail> {
  const items = (await listItemRows(db, { orgId: session.org.id, sopId: sop.id })).map(toSopItem);
  const card = await toCard({
    sop,
    workspaceName: workspace.name,
    privateWorkspace: workspace.private,
    authorName,
    likedAt: liked ? new Date() : null,
    numSteps: items.filter((i) => i.type === 'step').length,
    userId: session.user.id,
  });
  return {
    ...card,
    description: sop.description,
    statusError: sop.status === 'failed' ? sop.statusError : null,
    items: await signItems(db, session.org.id, items),
    version: sop.version,
    taskMode: taskModeOf(sop, canEdit, skillId),
    canEdit,
  };
}
