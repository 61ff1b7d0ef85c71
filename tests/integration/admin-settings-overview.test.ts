import { describe, expect, it } from 'vitest';
import { PUT as putLogin } from '@/app/api/v1/organization-settings/my/login/route';
import { teamMembers, teams } from '@/db/schema';
import { getAdminOverview } from '@/lib/admin/overview';
import { loadSessionContext } from '@/lib/auth/session';
import { addMember, createOrg, createUser, createWorkspace, db, sessionCookie } from '../helpers/factories';
import { call } from './admin-settings-helpers';

const contextOf = async (user: { id: string; organizationId: string }) =>
  (await loadSessionContext(await db(), (await sessionCookie(user)).sessionId))!;

let teamCount = 0;
async function team(orgId: string, userIds: string[]) {
  const d = await db();
  // Team names are unique per organisation.
  const [row] = await d.insert(teams).values({ organizationId: orgId, name: `Team ${++teamCount}` }).returning();
  for (const userId of userIds) await d.insert(teamMembers).values({ organizationId: orgId, teamId: row.id, userId });
  return row;
}

describe('admin overview', () => {
  it('counts the whole organisation for an org admin and shows recent changes and their pages', async () => {
    const org = await createOrg();
    const admin = await createUser(org.id, 'admin-organization');
    const wsA = await createWorkspace(org.id);
    await createWorkspace(org.id);
    const alice = await createUser(org.id, 'viewer');
    await createUser(org.id, 'viewer', { invitationStatus: 'pending' });
    await createUser(org.id, 'viewer', { invitationStatus: 'error:mail' });
    await createUser(org.id, 'viewer', { disabled: true, invitationStatus: 'pending' });
    await addMember(org.id, wsA.id, alice.id, 'viewer');
    await team(org.id, [alice.id]);
    await createOrg().then((other) => createUser(other.id, 'viewer', { invitationStatus: 'pending' }));

    const { cookie } = await sessionCookie(admin);
    await call(putLogin, '/api/v1/organization-settings/my/login', { method: 'PUT', body: { allowNameChange: false }, cookie });

    const overview = await getAdminOverview({ session: await contextOf(admin) });
    expect(overview.scope).toBe('organization');
    expect(overview.counts).toEqual({ users: 4, workspaces: 2, teams: 1, pendingInvites: 2 });
    expect(overview.recentAudit?.map((e) => e.action)).toEqual(['settings.login.update']);
    expect(overview.links.map((l) => l.key)).toEqual(expect.arrayContaining(['users', 'auditLog', 'settingPermissions', 'settingQrCode']));
    expect(overview.links.map((l) => l.key)).not.toContain('overview');
    expect(overview.org).toMatchObject({ name: org.name, clientKey: org.clientKey, logoUrl: null, canManageLogo: true });
  });

  it('counts only a workspace admin’s own workspaces and shows them no audit log', async () => {
    const org = await createOrg();
    const mine = await createWorkspace(org.id);
    const theirs = await createWorkspace(org.id);
    const wsAdmin = await createUser(org.id, 'admin-group');
    await addMember(org.id, mine.id, wsAdmin.id, 'admin-group');
    const bob = await createUser(org.id, 'viewer', { invitationStatus: 'pending' });
    const carol = await createUser(org.id, 'viewer');
    await addMember(org.id, mine.id, bob.id, 'viewer');
    await addMember(org.id, theirs.id, carol.id, 'viewer');
    await team(org.id, [bob.id]);
    await team(org.id, [carol.id]);

    const overview = await getAdminOverview({ session: await contextOf(wsAdmin) });
    expect(overview.scope).toBe('workspaces');
    expect(overview.counts).toEqual({ users: 2, workspaces: 1, teams: 1, pendingInvites: 1 });
    expect(overview.recentAudit).toBeNull();
    expect(overview.links.map((l) => l.key)).not.toContain('auditLog');
    expect(overview.org.canManageLogo).toBe(false);
  });

  it('is refused to people without admin access', async () => {
    const org = await createOrg();
    const publisher = await createUser(org.id, 'publisher');
    await expect(getAdminOverview({ session: await contextOf(publisher) })).rejects.toMatchObject({ code: 'forbidden' });
  });
});
