import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { users, workspaceMembers, workspaces, type NewUser } from '@/db/schema';

type OrgRef = { orgId: string };
type UserRef = OrgRef & { userId: string };

export const findOrgWorkspace = (db: Db, { orgId, workspaceId }: OrgRef & { workspaceId: string }) =>
  db.query.workspaces.findFirst({
    columns: { id: true, name: true },
    where: and(eq(workspaces.id, workspaceId), eq(workspaces.organizationId, orgId)),
  });

export const listOrgWorkspaces = (db: Db, { orgId }: OrgRef) =>
  db.select({ id: workspaces.id, name: workspaces.name }).from(workspaces).where(eq(workspaces.organizationId, orgId));

/** Which of these addresses already have an account, and in which organisation. */
export async function findEmailOwners(db: Db, emails: string[]) {
  const owners = new Map<string, string>();
  for (let i = 0; i < emails.length; i += 1000) {
    const slice = emails.slice(i, i + 1000);
    const rows = await db.select({ email: users.email, orgId: users.organizationId }).from(users).where(inArray(users.email, slice));
    for (const r of rows) owners.set(r.email, r.orgId);
  }
  return owners;
}

/** Inserts users; an address taken meanwhile is skipped, not an error (the caller reports it). */
export const insertUsers = (db: Db, rows: NewUser[]) =>
  db.insert(users).values(rows).onConflictDoNothing({ target: users.email }).returning({ id: users.id, email: users.email });

export const insertMemberships = (db: Db, rows: { orgId: string; workspaceId: string; userId: string; role: string }[]) =>
  rows.length
    ? db
        .insert(workspaceMembers)
        .values(rows.map((r) => ({ organizationId: r.orgId, workspaceId: r.workspaceId, userId: r.userId, role: r.role })))
        .onConflictDoNothing()
    : Promise.resolve();

export const upsertMembership = (db: Db, { orgId, userId, workspaceId, role }: UserRef & { workspaceId: string; role: string }) =>
  db
    .insert(workspaceMembers)
    .values({ organizationId: orgId, workspaceId, userId, role })
    .onConflictDoUpdate({ target: [workspaceMembers.workspaceId, workspaceMembers.userId], set: { role } });

export const deleteMembership = (db: Db, { orgId, userId, workspaceId }: UserRef & { workspaceId: string }) =>
  db
    .delete(workspaceMembers)
    .where(
      and(eq(workspaceMembers.organizationId, orgId), eq(workspaceMembers.userId, userId), eq(workspaceMembers.workspaceId, workspaceId)),
    );

export const listMembershipRoles = (db: Db, { orgId, userId }: UserRef) =>
  db
    .select({ workspaceId: workspaceMembers.workspaceId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.organizationId, orgId), eq(workspaceMembers.userId, userId)));

type AdminFields = Pick<NewUser, 'displayName' | 'firstName' | 'lastName' | 'role' | 'disabled' | 'passwordHash'>;

export const updateUserAdminFields = (db: Db, { orgId, userId, values }: UserRef & { values: Partial<AdminFields> }) =>
  db
    .update(users)
    .set(values)
    .where(and(eq(users.id, userId), eq(users.organizationId, orgId)));

/**
 * The enabled organisation admins, row-locked: two admins demoting or disabling each other at the
 * same moment are serialised, so the organisation can never end up with none.
 */
export const lockEnabledOrgAdmins = (db: Db, { orgId }: OrgRef) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, orgId), eq(users.disabled, false), sql`${users.role} in ('admin-organization', 'admin-super')`))
    .for('update');
