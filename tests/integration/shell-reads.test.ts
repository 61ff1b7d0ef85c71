import { beforeAll, describe, expect, it } from 'vitest';
import { userConsents, workspaceLikes } from '@/db/schema';
import { loadSessionContext, type SessionContext } from '@/lib/auth/session';
import { listPendingConsents } from '@/lib/consents/consents';
import { insertConsent } from '@/lib/consents/queries';
import { createNotification, getNewNotificationCount } from '@/lib/notifications/operations';
import { readShell } from '@/lib/shell/reads';
import { listMyWorkspaces, listWorkspaceGroups, myWorkspacesOf, workspaceGroupsOf } from '@/lib/workspaces/lists';
import { pendingConsentsOf } from '@/lib/consents/consents';
import { addMember, createOrg, createUser, createWorkspace, db, sessionCookie } from '../helpers/factories';

const sessionOf = async (user: { id: string; organizationId: string }) =>
  (await loadSessionContext(await db(), (await sessionCookie(user)).sessionId)) as SessionContext;

let admin: SessionContext;
let viewer: SessionContext;
let outsider: SessionContext;

beforeAll(async () => {
  const d = await db();
  const org = await createOrg();
  const adminUser = await createUser(org.id, 'admin-organization');
  const viewerUser = await createUser(org.id, 'viewer');
  const open = await createWorkspace(org.id, { name: 'Open line' });
  const hidden = await createWorkspace(org.id, { name: 'Hidden line', private: true });
  const assigned = await createWorkspace(org.id, { name: 'Assigned line', private: true, groupId: open.groupId });
  await createWorkspace(org.id, { name: 'Other open line' });
  await addMember(org.id, assigned.id, viewerUser.id, 'viewer');
  await d.insert(workspaceLikes).values({ organizationId: org.id, userId: viewerUser.id, workspaceId: open.id });
  await d.insert(workspaceLikes).values({ organizationId: org.id, userId: adminUser.id, workspaceId: hidden.id });
  for (const userId of [viewerUser.id, viewerUser.id, adminUser.id]) {
    await createNotification(d, { orgId: org.id, userId, type: 'assign-skill', skillId: '22222222-2222-4222-8222-222222222222', summary: {} });
  }
  const terms = await insertConsent(d, { organizationId: org.id, name: 'Terms', content: 'Be kind', mandatory: true });
  await insertConsent(d, { organizationId: org.id, name: 'Newsletter', content: 'News', mandatory: false });
  const privacy = await insertConsent(d, { organizationId: org.id, name: 'Privacy', content: 'Data', mandatory: true });
  await d.insert(userConsents).values({ organizationId: org.id, userId: viewerUser.id, consentId: terms.id, isAgree: true });
  await d.insert(userConsents).values({ organizationId: org.id, userId: viewerUser.id, consentId: privacy.id, isAgree: false });
  await d.insert(userConsents).values({ organizationId: org.id, userId: adminUser.id, consentId: terms.id, isAgree: true });
  // Another organisation, with a workspace, a notification and a consent of its own.
  const other = await createOrg();
  const otherUser = await createUser(other.id, 'viewer');
  await createWorkspace(other.id, { name: 'Elsewhere' });
  await insertConsent(d, { organizationId: other.id, name: 'Their terms', content: 'Theirs', mandatory: true });
  [admin, viewer, outsider] = await Promise.all([sessionOf(adminUser), sessionOf(viewerUser), sessionOf(otherUser)]);
});

const separateReads = async (session: SessionContext) => ({
  groups: (await listWorkspaceGroups(session, { needWorkspaces: true, workspacesType: 'view', all: false })).items,
  mine: await listMyWorkspaces(session),
  newCount: await getNewNotificationCount(session),
  pending: await listPendingConsents(session),
});

const foldedRead = async (session: SessionContext) => {
  const reads = await readShell(session);
  return {
    groups: workspaceGroupsOf(session, reads.workspaceRows, null, true).items,
    mine: myWorkspacesOf(reads.workspaceRows),
    newCount: reads.newCount,
    pending: pendingConsentsOf(reads.consentRows),
  };
};

describe("readShell: the shell's reads in one statement", () => {
  it.each([
    ['an org admin', () => admin],
    ['a viewer', () => viewer],
    ['someone of another organisation', () => outsider],
  ])('answers %s what the separate reads answer', async (_, session) => {
    const folded = await foldedRead(session());
    expect(folded).toEqual(await separateReads(session()));
    // and again, from a statement already built (and, on the embedded database, a kept answer)
    expect(await foldedRead(session())).toEqual(folded);
  });

  it('keeps each caller to their own organisation and rights', async () => {
    const names = async (s: SessionContext) => (await foldedRead(s)).groups.flatMap((g) => g.workspaces?.map((w) => w.name) ?? []).sort();
    expect(await names(admin)).toEqual(['Assigned line', 'Hidden line', 'Open line', 'Other open line']);
    expect(await names(viewer)).toEqual(['Assigned line', 'Open line', 'Other open line']);
    expect(await names(outsider)).toEqual(['Elsewhere']);
    const viewerReads = await foldedRead(viewer);
    expect(viewerReads.newCount).toBe(2);
    expect(viewerReads.pending.map((c) => c.name)).toEqual(['Newsletter', 'Privacy']);
    expect(viewerReads.pending[1].signedInfo?.isAgree).toBe(false);
    expect(viewerReads.mine.map((w) => w.name)).toEqual(['Assigned line', 'Open line']);
    expect((await foldedRead(outsider)).pending.map((c) => c.name)).toEqual(['Their terms']);
    expect((await foldedRead(outsider)).newCount).toBe(0);
  });
});
