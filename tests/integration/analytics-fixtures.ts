import { randomUUID } from 'node:crypto';
import { trackingEvents, type NewTrackingEvent } from '@/db/schema';
import { countedSeconds } from '@/lib/tracking/client-accounting';
import { addMember, createOrg, createUser, createWorkspace, db, sessionCookie } from '../helpers/factories';
import { createWorkflow } from '../helpers/workflow-factory';

type Role = Parameters<typeof createUser>[1];
async function person(orgId: string, role: Role, displayName: string) {
  const user = await createUser(orgId, role, { displayName });
  return { id: user.id, displayName, cookie: (await sessionCookie(user)).cookie };
}

export const D1 = '2026-03-02';
export const D2 = '2026-03-03';
export const D3 = '2026-03-04';
export const at = (day: string, time: string) => new Date(`${day}T${time}Z`);

/** Played seconds of one interval from the player's time updates at 1× (gaps of 2 s or more are seeks). */
export const playedFromTicks = (ticks: number[]) => ticks.slice(1).reduce((sum, t, i) => sum + countedSeconds(ticks[i], t, 1), 0);

/**
 * The fixed event set the analytics tests check by hand (see analytics-api.test.ts for the sums):
 * workflow A (100 s, steps of 40 and 60) in workspace ws, workflow B (30 s, one step) in otherWs.
 */
export async function createAnalyticsWorld() {
  const org = await createOrg();
  const ws = await createWorkspace(org.id, { name: 'Assembly' });
  const otherWs = await createWorkspace(org.id, { name: 'Paint shop' });
  const orgAdmin = await person(org.id, 'admin-organization', 'Olga Orgadmin');
  const wsAdmin = await person(org.id, 'admin-group', 'Gina Groupadmin');
  await addMember(org.id, ws.id, wsAdmin.id, 'admin-group');
  const otherWsAdmin = await person(org.id, 'admin-group', 'Oscar Otheradmin');
  await addMember(org.id, otherWs.id, otherWsAdmin.id, 'admin-group');
  const v1 = await person(org.id, 'viewer', 'Victor Viewer');
  const v2 = await person(org.id, 'viewer', 'Wendy Watcher');
  const v3 = await person(org.id, 'viewer', 'Xavier Xu');
  for (const v of [v1, v2, v3]) await addMember(org.id, ws.id, v.id, 'viewer');
  const a = await createWorkflow(org.id, ws.id, { title: 'Torque check', videoDuration: 100, steps: [40, 60] });
  const b = await createWorkflow(org.id, otherWs.id, { title: 'Spray gun', videoDuration: 30, steps: [30] });
  const [s1, s2] = a.steps;
  const [b1] = b.steps;

  const foreignOrg = await createOrg();
  const foreignWs = await createWorkspace(foreignOrg.id);
  const foreignWf = await createWorkflow(foreignOrg.id, foreignWs.id);
  const gen2Org = await createOrg({ generation: 'gen2' });
  const gen2Admin = await person(gen2Org.id, 'admin-organization', 'Gene Gen2');

  const ev = (userId: string, trackerId: string, workflowId: string, stepId: string | null, type: string, when: Date, playedSeconds = 0): NewTrackingEvent => ({
    organizationId: org.id, clientEventId: randomUUID(), trackerId, userId, workflowId, stepId, type, position: null, playedSeconds, data: {}, occurredAt: when,
  });
  // B's interval: 25 s played, a seek from 25 to 40 (not counted), 5 s more: 30 s of a 30 s workflow.
  const bPlayed = playedFromTicks([...Array.from({ length: 26 }, (_, i) => i), 40, 41, 42, 43, 44, 45]);
  const aw = a.workflow.id;
  await (await db()).insert(trackingEvents).values([
    // D1: v1 plays A through (40 + 52 = 92 s ≥ 90 s: completed); v2 twice, step 1 only.
    ev(v1.id, 't1', aw, s1.id, 'enter', at(D1, '08:00:00')),
    ev(v1.id, 't1', aw, s1.id, 'interval', at(D1, '08:00:40'), 40),
    ev(v1.id, 't1', aw, s2.id, 'interval', at(D1, '08:01:32'), 52),
    ev(v1.id, 't1', aw, s2.id, 'exit', at(D1, '08:01:33')),
    ev(v2.id, 't2', aw, s1.id, 'enter', at(D1, '09:00:00')),
    ev(v2.id, 't2', aw, s1.id, 'interval', at(D1, '09:00:30'), 30),
    ev(v2.id, 't2', aw, s1.id, 'exit', at(D1, '09:00:31')),
    ev(v2.id, 't3', aw, s1.id, 'interval', at(D1, '23:59:59'), 10),
    // D2: v1 plays 20 s of step 2 again (not a completion); v3 plays B (completed).
    ev(v1.id, 't4', aw, s2.id, 'interval', at(D2, '00:00:20'), 20),
    ev(v3.id, 't5', b.workflow.id, b1.id, 'enter', at(D2, '10:00:00')),
    ev(v3.id, 't5', b.workflow.id, b1.id, 'interval', at(D2, '10:00:50'), bPlayed),
    // A pause carries no played time and no step view.
    ev(v3.id, 't5', b.workflow.id, b1.id, 'pause', at(D2, '10:00:51')),
  ]);
  return { org, ws, otherWs, orgAdmin, wsAdmin, otherWsAdmin, v1, v2, v3, a, b, s1, s2, foreignOrg, foreignWs, foreignWf, gen2Admin, bPlayed };
}
