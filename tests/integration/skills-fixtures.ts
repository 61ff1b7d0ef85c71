import { teamMembers, teams } from '@/db/schema';
import { apiRequest, createOrg, createUser, createWorkspace, db, routeParams, sessionCookie } from '../helpers/factories';
import { createWorkflow } from '../helpers/workflow-factory';

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
export type Call = { method?: string; body?: unknown; cookie?: string; params?: Record<string, string> };

export async function call(handler: Handler, path: string, { method = 'GET', body, cookie, params = {} }: Call = {}) {
  const res = await handler(apiRequest(path, { method, body, cookie }), routeParams(params));
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, body: type.includes('json') ? await res.json() : null, res };
}

const cookieOf = async (u: { id: string; organizationId: string }) => (await sessionCookie(u)).cookie;

export async function addTeam(orgId: string, name: string, userIds: string[]) {
  const d = await db();
  const [team] = await d.insert(teams).values({ organizationId: orgId, name }).returning();
  if (userIds.length) await d.insert(teamMembers).values(userIds.map((userId) => ({ organizationId: orgId, teamId: team.id, userId })));
  return team;
}

/**
 * An organisation with a manager of each role, learners, a team, two workflows, and a second
 * organisation (with its own admin and skill-less gen2 twin) for the 404 and gen2 cases.
 */
export async function skillsWorld() {
  const org = await createOrg();
  const other = await createOrg();
  const gen2 = await createOrg({ generation: 'gen2' });
  const ws = await createWorkspace(org.id);
  const users = {
    orgAdmin: await createUser(org.id, 'admin-organization', { displayName: 'Olga Admin' }),
    publisher: await createUser(org.id, 'publisher', { displayName: 'Pia Publisher' }),
    viewer: await createUser(org.id, 'viewer', { displayName: 'Vic Viewer' }),
    learner: await createUser(org.id, 'viewer', { displayName: 'Lena Learner' }),
    teamMate: await createUser(org.id, 'viewer', { displayName: 'Tom Teammate' }),
    foreignAdmin: await createUser(other.id, 'admin-organization'),
    gen2Admin: await createUser(gen2.id, 'admin-organization'),
  };
  const cookies = Object.fromEntries(await Promise.all(Object.entries(users).map(async ([k, u]) => [k, await cookieOf(u)] as const))) as Record<
    keyof typeof users,
    string
  >;
  const team = await addTeam(org.id, 'Line A', [users.teamMate.id]);
  const wf1 = (await createWorkflow(org.id, ws.id, { title: 'Safety basics', videoDuration: 100, steps: [50, 50] })).workflow;
  const wf2 = (await createWorkflow(org.id, ws.id, { title: 'Forklift', videoDuration: 200, steps: [200] })).workflow;
  const foreignWs = await createWorkspace(other.id);
  const foreignWf = (await createWorkflow(other.id, foreignWs.id)).workflow;
  return { org, other, gen2, ws, users, cookies, team, wf1, wf2, foreignWf, cookieOf };
}
export type SkillsWorld = Awaited<ReturnType<typeof skillsWorld>>;
