import 'server-only';
import { and, asc, desc, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { shareRecipients, teamMembers, users, workspaceMembers, workspaces } from '@/db/schema';
import { userFilterWhere } from '@/lib/users/admin/search-queries';
import { listTeamRows } from '@/lib/teams/queries';
import { SHARE_HISTORY_SIZE } from './share-rules';

type Org = { orgId: string; clientKey: string };

/** Active people of the organisation, never its shared-device accounts (spec §5, the client's form). */
const people = (o: Org & { keyword?: string; ids?: string[] }) =>
  and(userFilterWhere({ orgId: o.orgId, clientKey: o.clientKey, keyword: o.keyword, ids: o.ids, disabled: false, scope: 'all', kind: 'people' }), eq(users.shared, false));

const personColumns = { id: users.id, displayName: users.displayName, email: users.email };

/** One page of people to share with, by name; one row more than asked tells whether another page exists. */
export const searchSharePeople = (db: Db, o: Org & { keyword: string; excludeId: string; limit: number; offset: number }) =>
  db
    .select(personColumns)
    .from(users)
    .where(and(people(o), ne(users.id, o.excludeId)))
    .orderBy(asc(sql`lower(${users.displayName})`), asc(users.email), asc(users.id))
    .limit(o.limit)
    .offset(o.offset);

export const searchShareTeams = (db: Db, o: { orgId: string; keyword: string; limit: number }) =>
  listTeamRows(db, { orgId: o.orgId, keyword: o.keyword, orderBy: 'name', order: 'asc', limit: o.limit });

/** The named people who may receive a share (unknown, foreign, disabled and shared accounts drop out). */
export const findSharePeople = (db: Db, o: Org & { ids: string[] }) =>
  o.ids.length === 0 ? Promise.resolve([]) : db.select(personColumns).from(users).where(people(o));

export const findShareTeams = (db: Db, o: { orgId: string; ids: string[] }) =>
  o.ids.length === 0 ? Promise.resolve([]) : listTeamRows(db, { orgId: o.orgId, keyword: '', orderBy: 'name', order: 'asc', ids: o.ids });

/** Active people in the teams, shared-device accounts left out. */
export async function teamRecipientIds(db: Db, o: Org & { teamIds: string[] }) {
  if (o.teamIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: teamMembers.userId })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.organizationId, o.orgId), inArray(teamMembers.teamId, o.teamIds), people(o)));
  return rows.map((r) => r.id);
}

/**
 * Of these people, those who may open content of the workspace, by the rule of every workspace list:
 * org admins always, anyone when it is not private, its members when it is. One statement.
 */
export async function peopleWhoSeeWorkspace(db: Db, o: { orgId: string; workspaceId: string; userIds: string[] }) {
  if (o.userIds.length === 0) return [];
  const member = sql`exists (select 1 from ${workspaceMembers} m where m.workspace_id = ${workspaces.id} and m.user_id = ${users.id} and m.organization_id = ${o.orgId})`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(workspaces, and(eq(workspaces.id, o.workspaceId), eq(workspaces.organizationId, o.orgId)))
    .where(
      and(
        eq(users.organizationId, o.orgId),
        inArray(users.id, o.userIds),
        or(inArray(users.role, ['admin-super', 'admin-organization']), eq(workspaces.private, false), member),
      ),
    );
  return rows.map((r) => r.id);
}

type Entry = { kind: 'user' | 'team'; recipientId: string };

/** Remembers the recipients of a share as the newest history entries and keeps the newest ten. */
export async function rememberRecipients(db: Db, o: { orgId: string; userId: string; entries: Entry[] }) {
  if (o.entries.length === 0) return;
  const now = Date.now();
  // The first named is the newest, so the order the sender picked survives.
  await db
    .insert(shareRecipients)
    .values(o.entries.map((e, i) => ({ organizationId: o.orgId, userId: o.userId, kind: e.kind, recipientId: e.recipientId, sharedAt: new Date(now - i) })))
    .onConflictDoUpdate({ target: [shareRecipients.userId, shareRecipients.kind, shareRecipients.recipientId], set: { sharedAt: sql`excluded.shared_at` } });
  const keep = db
    .select({ kind: shareRecipients.kind, recipientId: shareRecipients.recipientId })
    .from(shareRecipients)
    .where(and(eq(shareRecipients.organizationId, o.orgId), eq(shareRecipients.userId, o.userId)))
    .orderBy(desc(shareRecipients.sharedAt))
    .limit(SHARE_HISTORY_SIZE);
  await db
    .delete(shareRecipients)
    .where(
      and(
        eq(shareRecipients.organizationId, o.orgId),
        eq(shareRecipients.userId, o.userId),
        notInArray(sql`(${shareRecipients.kind}, ${shareRecipients.recipientId})`, keep),
      ),
    );
}

/** The history, newest first, with each entry's current name; deleted people and teams drop out. */
export async function listRecentRecipients(db: Db, o: Org & { userId: string }) {
  const history = await db
    .select({ kind: shareRecipients.kind, recipientId: shareRecipients.recipientId })
    .from(shareRecipients)
    .where(and(eq(shareRecipients.organizationId, o.orgId), eq(shareRecipients.userId, o.userId)))
    .orderBy(desc(shareRecipients.sharedAt))
    .limit(SHARE_HISTORY_SIZE);
  const userIds = history.filter((h) => h.kind === 'user').map((h) => h.recipientId);
  const teamIds = history.filter((h) => h.kind === 'team').map((h) => h.recipientId);
  const [found, foundTeams] = await Promise.all([findSharePeople(db, { ...o, ids: userIds }), findShareTeams(db, { orgId: o.orgId, ids: teamIds })]);
  return { history, people: found, teams: foundTeams };
}

