import { getDb, type Db } from '@/db/client';
import type { Playlist } from '@/db/schema';
import { recordAudit } from '@/lib/audit/record';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { getStorage } from '@/lib/storage';
import { isUuid } from '@/lib/users/schema';
import { assertCanManageSkills, canManageSkills, loadPlaylistForManager } from './access';
import { findWorkspaceInOrg } from './workspace-queries';
import { announceNotifications } from '@/lib/notifications/live';
import { assertContentUsable } from './content-rules';
import { countPlaylists, deletePlaylistRow, findOrgUser, insertPlaylist, listContentRows, listPlaylistRows, replaceContent, updatePlaylistRow } from './queries';
import { toContentEntry, toSkillListItem } from './present';
import { publishChanged } from './publish';
import { attachPlaylistPoster } from './poster';
import type { CreatePlaylistInput, PlaylistDetail, SkillListItem, SkillsQuery, UpdateContentInput, UpdatePlaylistInput } from './schema';

type Caller = { session: SessionContext };

async function detailOf(db: Db, session: SessionContext, playlist: Playlist): Promise<PlaylistDetail> {
  const orgId = session.org.id;
  const [[row], content, signer] = await Promise.all([
    listPlaylistRows(db, { orgId, ids: [playlist.id] }),
    listContentRows(db, { orgId, playlistId: playlist.id }),
    playlist.signerId ? findOrgUser(db, { orgId, userId: playlist.signerId }) : null,
  ]);
  return {
    ...toSkillListItem(row),
    list: await Promise.all(content.map(toContentEntry)),
    assessmentQuestions: Array.isArray(playlist.assessment) ? playlist.assessment.length : 0,
    certification: playlist.certification,
    signer: signer ? { uid: signer.id, displayName: signer.displayName, email: signer.email } : null,
    canEdit: canManageSkills(session),
  };
}

/** The audit entries of a skill's update: publishing and unpublishing on their own, other fields as one update. */
async function auditUpdate(db: Db, session: SessionContext, before: Playlist, patch: Partial<Playlist>) {
  const entity = { entityType: 'skill' as const, entityId: before.id, entityName: patch.title ?? before.title };
  if (patch.published !== undefined) await recordAudit(db, session, { action: patch.published ? 'skill.publish' : 'skill.unpublish', ...entity });
  const fields = (['title', 'certification', 'signerId', 'posterKey'] as const).filter((k) => patch[k] !== undefined);
  if (fields.length === 0) return;
  const pick = (p: Partial<Playlist>) => Object.fromEntries(fields.map((k) => [k === 'posterKey' ? 'poster' : k, p[k] ?? null]));
  await recordAudit(db, session, { action: 'skill.update', ...entity, before: pick(before), after: pick(patch) });
}

// POST /api/v1/playlists {organization?, group?, playlistTitle}
export async function createPlaylist({ session, input }: Caller & { input: CreatePlaylistInput }): Promise<PlaylistDetail> {
  assertCanManageSkills(session);
  if (input.organization && input.organization !== session.org.id) throw new AppError('not_found');
  const db = await getDb();
  let workspaceId: string | null = null;
  if (input.group) {
    if (!isUuid(input.group) || !(await findWorkspaceInOrg(db, { orgId: session.org.id, workspaceId: input.group }))) throw new AppError('not_found');
    workspaceId = input.group;
  }
  return db.transaction(async (tx) => {
    const row = await insertPlaylist(tx, {
      organizationId: session.org.id,
      workspaceId,
      title: input.playlistTitle,
      createdById: session.user.id,
      signerId: session.user.id,
    });
    await recordAudit(tx, session, { action: 'skill.create', entityType: 'skill', entityId: row.id, entityName: row.title, after: { title: row.title, workspaceId } });
    return detailOf(tx, session, row);
  });
}

// GET /api/v1/playlists/{id}
export async function getPlaylist({ session, playlistId }: Caller & { playlistId: string }): Promise<PlaylistDetail> {
  const db = await getDb();
  return detailOf(db, session, await loadPlaylistForManager(db, session, playlistId));
}

// PUT /api/v1/playlists/{id} {published?, playlistTitle?, poster?, certification?, signerId?}
export async function updatePlaylist({ session, playlistId, input }: Caller & { playlistId: string; input: UpdatePlaylistInput }): Promise<PlaylistDetail> {
  const db = await getDb();
  const before = await loadPlaylistForManager(db, session, playlistId);
  const orgId = session.org.id;
  const patch: Partial<Playlist> = {};
  if (input.playlistTitle !== undefined) patch.title = input.playlistTitle;
  if (input.certification !== undefined) patch.certification = input.certification;
  if (input.signerId !== undefined) {
    // The signer must be a skills manager of the organisation; an unknown id reads as unknown.
    const signer = isUuid(input.signerId) ? await findOrgUser(db, { orgId, userId: input.signerId }) : null;
    if (!signer) throw new AppError('not_found');
    patch.signerId = signer.id;
  }
  if (input.published !== undefined && input.published !== before.published) {
    patch.published = input.published;
    if (input.published) patch.publishedAt = new Date();
  }
  if (input.poster !== undefined) patch.posterKey = input.poster === null ? null : await attachPlaylistPoster(session, before, input.poster);
  const after = await db.transaction(async (tx) => {
    const row = (await updatePlaylistRow(tx, { orgId, playlistId: before.id, patch }))!;
    await auditUpdate(tx, session, before, patch);
    return row;
  });
  if (input.poster === null && before.posterKey) await getStorage().delete(before.posterKey);
  if (patch.published !== undefined) await publishChanged(db, session, after);
  return detailOf(db, session, after);
}

// DELETE /api/v1/playlists/{id} – the skill and everything that hangs off it (the builder asks first)
export async function deletePlaylist({ session, playlistId }: Caller & { playlistId: string }): Promise<{ id: string }> {
  const db = await getDb();
  const playlist = await loadPlaylistForManager(db, session, playlistId);
  const orgId = session.org.id;
  await db.transaction(async (tx) => {
    const userIds = await deletePlaylistRow(tx, { orgId, playlistId: playlist.id });
    const before = { title: playlist.title, workspaceId: playlist.workspaceId, published: playlist.published };
    await recordAudit(tx, session, { action: 'skill.delete', entityType: 'skill', entityId: playlist.id, entityName: playlist.title, before });
    // Their bells drop the skill's cards (at commit on PostgreSQL).
    await announceNotifications(tx, { orgId, userIds });
  });
  if (playlist.posterKey) await getStorage().delete(playlist.posterKey);
  return { id: playlist.id };
}

// PUT /api/v1/playlists/{id}/content {list}
export async function updateContent({ session, playlistId, input }: Caller & { playlistId: string; input: UpdateContentInput }): Promise<PlaylistDetail> {
  const db = await getDb();
  const playlist = await loadPlaylistForManager(db, session, playlistId);
  await assertContentUsable(db, session, input.list);
  return db.transaction(async (tx) => {
    await replaceContent(tx, { orgId: session.org.id, playlistId: playlist.id, items: input.list });
    const after = { content: input.list.map((i) => i.id) };
    await recordAudit(tx, session, { action: 'skill.update', entityType: 'skill', entityId: playlist.id, entityName: playlist.title, after });
    const row = (await updatePlaylistRow(tx, { orgId: session.org.id, playlistId: playlist.id, patch: {} }))!;
    return detailOf(tx, session, row);
  });
}

// GET /api/v1/skills?page&size&keyword or ?skillIds=
export async function listSkills({ session, query }: Caller & { query: SkillsQuery }): Promise<{ items: SkillListItem[]; total: number }> {
  assertCanManageSkills(session);
  const db = await getDb();
  const filter = { orgId: session.org.id, keyword: query.keyword, ids: query.skillIds?.filter(isUuid) };
  const paging = query.skillIds ? {} : { limit: query.size, offset: (query.page - 1) * query.size };
  const [rows, total] = await Promise.all([listPlaylistRows(db, { ...filter, ...paging }), countPlaylists(db, filter)]);
  return { items: rows.map(toSkillListItem), total };
}
