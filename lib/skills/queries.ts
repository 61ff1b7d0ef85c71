import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { multimodalSopItems, multimodalSops, notifications, playlistItems, playlists, skillAssignments, users, workflows, workflowSteps, type Playlist } from '@/db/schema';
import type { SkillContentItem } from './schema';

type Org = { orgId: string };
type PlaylistRef = Org & { playlistId: string };

export async function findPlaylist(db: Db, p: PlaylistRef): Promise<Playlist | null> {
  const [row] = await db.select().from(playlists).where(and(eq(playlists.organizationId, p.orgId), eq(playlists.id, p.playlistId))).limit(1);
  return row ?? null;
}

export async function insertPlaylist(db: Db, values: typeof playlists.$inferInsert): Promise<Playlist> {
  const [row] = await db.insert(playlists).values(values).returning();
  return row;
}

export async function updatePlaylistRow(db: Db, p: PlaylistRef & { patch: Partial<typeof playlists.$inferInsert> }): Promise<Playlist | null> {
  const [row] = await db
    .update(playlists)
    .set({ ...p.patch, updatedAt: new Date() })
    .where(and(eq(playlists.organizationId, p.orgId), eq(playlists.id, p.playlistId)))
    .returning();
  return row ?? null;
}

/**
 * Deletes a skill: its cards in people's bells first (they point at it by id, without a foreign key),
 * then the skill, whose content, assignments, progress, attempts, certificates and reminder claims
 * cascade. Returns the people whose bells changed.
 */
export async function deletePlaylistRow(db: Db, p: PlaylistRef): Promise<string[]> {
  const notes = await db
    .delete(notifications)
    .where(and(eq(notifications.organizationId, p.orgId), eq(notifications.skillId, p.playlistId)))
    .returning({ userId: notifications.userId });
  await db.delete(playlists).where(and(eq(playlists.organizationId, p.orgId), eq(playlists.id, p.playlistId)));
  return [...new Set(notes.map((n) => n.userId))];
}

/** Content totals and assignment counts per skill, computed in the list query. */
const listColumns = {
  playlist: playlists,
  totalInList: sql<number>`(select count(*) from ${playlistItems} pi where pi.playlist_id = ${playlists.id})`.mapWith(Number),
  totalVideoDuration: sql<number>`(select coalesce(sum(w.video_duration), 0) from ${playlistItems} pi join ${workflows} w on w.id = pi.workflow_id where pi.playlist_id = ${playlists.id})`.mapWith(Number),
  assignedUsers: sql<number>`(select count(*) from ${skillAssignments} sa where sa.playlist_id = ${playlists.id} and sa.user_id is not null)`.mapWith(Number),
  assignedTeams: sql<number>`(select count(*) from ${skillAssignments} sa where sa.playlist_id = ${playlists.id} and sa.team_id is not null)`.mapWith(Number),
  creatorName: users.displayName,
};
export type PlaylistListRow = { playlist: Playlist; totalInList: number; totalVideoDuration: number; assignedUsers: number; assignedTeams: number; creatorName: string | null };

export type PlaylistFilter = Org & { ids?: string[]; keyword?: string; workspaceId?: string; createdById?: string; publishedOnly?: boolean };

function filterOf(f: PlaylistFilter): SQL {
  const parts: SQL[] = [eq(playlists.organizationId, f.orgId)];
  if (f.ids) parts.push(f.ids.length ? inArray(playlists.id, f.ids) : sql`false`);
  if (f.keyword) parts.push(ilike(playlists.title, `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (f.workspaceId) parts.push(eq(playlists.workspaceId, f.workspaceId));
  if (f.createdById) parts.push(eq(playlists.createdById, f.createdById));
  if (f.publishedOnly) parts.push(eq(playlists.published, true));
  return and(...parts)!;
}

export const listPlaylistRows = (db: Db, f: PlaylistFilter & { limit?: number; offset?: number }): Promise<PlaylistListRow[]> => {
  const q = db
    .select(listColumns)
    .from(playlists)
    .leftJoin(users, eq(users.id, playlists.createdById))
    .where(filterOf(f))
    .orderBy(desc(playlists.createdAt), desc(playlists.id));
  return f.limit === undefined ? q : q.limit(f.limit).offset(f.offset ?? 0);
};

export async function countPlaylists(db: Db, f: PlaylistFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(playlists).where(filterOf(f));
  return row?.n ?? 0;
}

/** The skill's content in order (workflows and smart instructions), with what the builder and player show of each. */
export const listContentRows = (db: Db, p: PlaylistRef) =>
  db
    .select({
      position: playlistItems.position,
      type: playlistItems.type,
      workflowId: playlistItems.workflowId,
      sopId: playlistItems.sopId,
      title: sql<string>`coalesce(${workflows.title}, ${multimodalSops.title}, '')`,
      posterKey: sql<string | null>`coalesce(${workflows.posterKey}, ${multimodalSops.posterKey})`,
      videoDuration: workflows.videoDuration,
      published: sql<boolean>`coalesce(${workflows.published}, ${multimodalSops.published}, false)`,
      numSteps: sql<number>`case when ${playlistItems.sopId} is not null
        then (select count(*) from ${multimodalSopItems} i where i.sop_id = ${playlistItems.sopId} and i.type = 'step')
        else (select count(*) from ${workflowSteps} s where s.workflow_id = ${playlistItems.workflowId}) end`.mapWith(Number),
    })
    .from(playlistItems)
    .leftJoin(workflows, eq(workflows.id, playlistItems.workflowId))
    .leftJoin(multimodalSops, eq(multimodalSops.id, playlistItems.sopId))
    .where(and(eq(playlistItems.organizationId, p.orgId), eq(playlistItems.playlistId, p.playlistId)))
    .orderBy(asc(playlistItems.position));
export type ContentRow = Awaited<ReturnType<typeof listContentRows>>[number];

/** Which of these workflow ids exist in the organisation. */
export async function existingWorkflowIds(db: Db, p: Org & { ids: string[] }): Promise<Set<string>> {
  if (!p.ids.length) return new Set();
  const rows = await db
    .select({ id: workflows.id })
    .from(workflows)
    .where(and(eq(workflows.organizationId, p.orgId), inArray(workflows.id, p.ids)));
  return new Set(rows.map((r) => r.id));
}

export async function replaceContent(db: Db, p: PlaylistRef & { items: SkillContentItem[] }) {
  await db.delete(playlistItems).where(and(eq(playlistItems.organizationId, p.orgId), eq(playlistItems.playlistId, p.playlistId)));
  if (!p.items.length) return;
  await db.insert(playlistItems).values(
    p.items.map(({ type, id }, position) => ({
      organizationId: p.orgId,
      playlistId: p.playlistId,
      position,
      type,
      workflowId: type === 'workflow' ? id : null,
      sopId: type === 'mm-sop' ? id : null,
    })),
  );
}

export async function findOrgUser(db: Db, p: Org & { userId: string }) {
  const [row] = await db
    .select({ id: users.id, displayName: users.displayName, email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.organizationId, p.orgId), eq(users.id, p.userId)))
    .limit(1);
  return row ?? null;
}
