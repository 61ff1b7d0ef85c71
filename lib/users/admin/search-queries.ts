import 'server-only';
import { and, asc, eq, ilike, inArray, isNotNull, notLike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { oneTimeTokens, users, workspaceMembers } from '@/db/schema';
import { TECH_EMAIL_DOMAIN } from '@/lib/auth/identity';
import type { SearchSort } from './schema';

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Spec §7: the technical address of the organisation's own shared-device accounts. */
export const sharedAccountPattern = (clientKey: string) => `${likeEscape(clientKey.toLowerCase())}.shared.%@${likeEscape(TECH_EMAIL_DOMAIN)}`;

export type UserFilter = {
  orgId: string;
  clientKey: string;
  keyword?: string;
  disabled?: boolean;
  /** Only members of this workspace. */
  workspaceId?: string;
  /** Workspace admins: only members of one of these workspaces. */
  scope: 'all' | string[];
  kind: 'people' | 'shared' | 'any';
  ids?: string[];
};

const memberOf = (orgId: string, workspaceIds: string[]) =>
  sql`exists (select 1 from ${workspaceMembers} where ${workspaceMembers.userId} = ${users.id}
    and ${workspaceMembers.organizationId} = ${orgId} and ${inArray(workspaceMembers.workspaceId, workspaceIds)})`;

/** The WHERE of a user search; the organisation is always part of it. */
export function userFilterWhere(f: UserFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(users.organizationId, f.orgId)];
  const shared = sharedAccountPattern(f.clientKey);
  if (f.kind === 'people') conditions.push(notLike(users.email, shared));
  if (f.kind === 'shared') conditions.push(sql`${users.email} like ${shared}`);
  if (f.disabled !== undefined) conditions.push(eq(users.disabled, f.disabled));
  if (f.ids) conditions.push(f.ids.length ? inArray(users.id, f.ids) : sql`false`);
  if (f.workspaceId) conditions.push(memberOf(f.orgId, [f.workspaceId]));
  if (f.scope !== 'all') conditions.push(f.scope.length ? memberOf(f.orgId, f.scope) : sql`false`);
  if (f.keyword) {
    const pattern = `%${likeEscape(f.keyword)}%`;
    conditions.push(
      or(
        ilike(users.displayName, pattern),
        // A technical address would match on the client key; the employee ID column covers those users.
        and(ilike(users.email, pattern), notLike(users.email, `%@${likeEscape(TECH_EMAIL_DOMAIN)}`)),
        and(isNotNull(users.employeeId), ilike(users.employeeId, pattern)),
      ),
    );
  }
  return and(...conditions)!;
}

const SORT_COLUMNS: Record<SearchSort, SQL> = {
  name: sql`lower(${users.displayName})`,
  email: sql`${users.email}`,
  createdAt: sql`${users.createdAt}`,
  lastInteraction: sql`${users.lastInteraction}`,
};

const direction = (order: 'asc' | 'desc', sort: SearchSort) =>
  // Never-seen users go last whichever way "last active" is sorted.
  sql.raw(`${order}${sort === 'lastInteraction' ? ' nulls last' : ''}`);

export type UserPageOptions = UserFilter & { sort: SearchSort; order: 'asc' | 'desc'; limit: number; offset: number };

/**
 * One page of users with everything the admin list shows, in one round trip: the filtered, sorted
 * page (with the full hit count) first, then per row its teams count, newest invitation link and
 * workspace memberships — so those sub-queries run for the 20–100 rows shown, not for every hit.
 */
export async function findUserPage(db: Db, o: UserPageOptions) {
  const page = db.$with('page').as(
    db
      .select({
        id: users.id,
        email: users.email,
        employeeId: users.employeeId,
        displayName: users.displayName,
        role: users.role,
        shared: users.shared,
        passwordless: users.passwordless,
        disabled: users.disabled,
        invitationStatus: users.invitationStatus,
        hasPassword: sql<boolean>`${users.passwordHash} is not null`.as('has_password'),
        lastInteraction: users.lastInteraction,
        createdAt: users.createdAt,
        // Carried out of the CTE so the outer query can keep the order (a row_number() window
        // would sort every hit; ORDER BY … LIMIT only keeps the top rows).
        sortKey: sql`${SORT_COLUMNS[o.sort]}`.as('sort_key'),
        total: sql<number>`count(*) over ()`.as('total'),
      })
      .from(users)
      .where(userFilterWhere(o))
      .orderBy(sql`${SORT_COLUMNS[o.sort]} ${direction(o.order, o.sort)}`, asc(users.id))
      .limit(o.limit)
      .offset(o.offset),
  );
  return db
    .with(page)
    .select({
      user: {
        id: page.id,
        email: page.email,
        employeeId: page.employeeId,
        displayName: page.displayName,
        role: page.role,
        shared: page.shared,
        passwordless: page.passwordless,
        disabled: page.disabled,
        invitationStatus: page.invitationStatus,
        hasPassword: page.hasPassword,
        lastInteraction: page.lastInteraction,
        createdAt: page.createdAt,
      },
      total: sql<number>`${page.total}`.mapWith(Number),
      // Drizzle leaves columns unqualified in a select list, so these sub-queries name theirs in plain SQL.
      teams: sql<number>`(select count(*) from team_members tm where tm.user_id = "page"."id" and tm.organization_id = ${o.orgId})`.mapWith(Number),
      inviteExpiresAt: sql<Date | null>`(select t.expires_at from one_time_tokens t where t.user_id = "page"."id"
        and t.organization_id = ${o.orgId} and t.type = 'invite' order by t.created_at desc limit 1)`.mapWith(oneTimeTokens.expiresAt),
      memberships: sql<MembershipRow[]>`(select coalesce(json_agg(json_build_object('id', w.id, 'name', w.name, 'role', m.role)
        order by lower(w.name)), '[]'::json) from workspace_members m
        join workspaces w on w.id = m.workspace_id and w.organization_id = m.organization_id
        where m.user_id = "page"."id" and m.organization_id = ${o.orgId})`.mapWith(parseJson),
    })
    .from(page)
    .orderBy(sql`${page.sortKey} ${direction(o.order, o.sort)}`, asc(page.id));
}

export type MembershipRow = { id: string; name: string; role: string };
export type UserPageRow = Awaited<ReturnType<typeof findUserPage>>[number];

// postgres.js hands json over as text, PGlite already parsed.
const parseJson = (value: unknown): MembershipRow[] => (typeof value === 'string' ? JSON.parse(value) : (value as MembershipRow[]));

/** The hit count alone, for a page past the last one (the windowed count then has no row to ride on). */
export async function countUsers(db: Db, filter: UserFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users).where(userFilterWhere(filter));
  return row?.n ?? 0;
}
