import { addMember, createOrg, createUser, createWorkspace, sessionCookie } from '../helpers/factories';

/** Settings with the data hub on: the plan flag, the admin's toggle and the AI switch. */
export const DATA_HUB_ON = { features: { enableDataHub: { featureEnabled: true, enabled: true } }, ai: { dataHub: true } };

/**
 * An organisation with the data hub on: a public workspace (Plant) and a private one (Board
 * room); an org admin, a workspace admin of Plant only (a viewer of Yard), a publisher of Plant
 * and a viewer of Plant; and another organisation with its own publisher.
 */
export async function dataHubWorld() {
  const org = await createOrg({ settings: DATA_HUB_ON });
  const plant = await createWorkspace(org.id, { name: 'Plant' });
  const yard = await createWorkspace(org.id, { name: 'Yard' });
  const boardRoom = await createWorkspace(org.id, { name: 'Board room', private: true });
  const admin = await createUser(org.id, 'admin-organization');
  const wsAdmin = await createUser(org.id, 'admin-group');
  const publisher = await createUser(org.id, 'publisher');
  const viewer = await createUser(org.id, 'viewer');
  await addMember(org.id, plant.id, wsAdmin.id, 'admin-group');
  await addMember(org.id, yard.id, wsAdmin.id, 'viewer');
  await addMember(org.id, plant.id, publisher.id, 'publisher');
  await addMember(org.id, plant.id, viewer.id, 'viewer');
  const other = await createOrg({ name: 'Rival Co', settings: DATA_HUB_ON });
  const otherWs = await createWorkspace(other.id);
  const otherUser = await createUser(other.id, 'admin-organization');
  await addMember(other.id, otherWs.id, otherUser.id, 'publisher');
  const cookie = async (u: { id: string; organizationId: string }) => (await sessionCookie(u)).cookie;
  return {
    org, plant, yard, boardRoom, other, otherWs,
    users: { admin, wsAdmin, publisher, viewer, otherUser },
    cookies: { admin: await cookie(admin), wsAdmin: await cookie(wsAdmin), publisher: await cookie(publisher), viewer: await cookie(viewer), other: await cookie(otherUser) },
  };
}
export type DataHubWorld = Awaited<ReturnType<typeof dataHubWorld>>;
