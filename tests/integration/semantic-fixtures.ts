import { GET as knowledgeMap } from '@/app/api/v1/ai/knowledge-map/route';
import { GET as question } from '@/app/api/v1/ai/question/[id]/route';
import { POST as related } from '@/app/api/v1/ai/related/workflow/route';
import { POST as searchQuestions } from '@/app/api/v1/ai/semantic-search/question/route';
import { POST as searchWorkflows } from '@/app/api/v1/ai/semantic-search/workflow/route';
import { afterAll, beforeAll } from 'vitest';
import { getDb } from '@/db/client';
import { chatMessages, chats } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { backfillKnowledge } from '@/lib/knowledge/indexer';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, routeParams, sessionCookie } from '../helpers/factories';
import { CORPUS, createCorpusWorkflow } from './knowledge-fixtures';

/**
 * A world for the semantic routes: the knowledge corpus in a public workspace, a look-alike of the
 * gearbox workflow, a private workspace's workflow, another organisation's, and asked questions
 * (answered with a citation and liked, answered without a source, citing the private workflow,
 * and one of the other organisation).
 */
export const LOOKALIKE = {
  title: 'Gearbox housing cover replacement',
  steps: [
    { title: 'Empty the gearbox', sentences: ['Put a drip tray under the gearbox drain plug.', 'Let the old gearbox oil drain for ten minutes.'] },
    { title: 'Change the cover', sentences: ['Loosen the cover bolts in a cross pattern and lift the cover without tearing the gasket.', 'Fit a new gasket and tighten the cover bolts with the torque wrench.'] },
  ],
};

type Ids = { orgId: string; userId: string };

export async function askedQuestion({ orgId, userId }: Ids, q: { question: string; answer: string | null; references?: string[]; like?: boolean | null; workflowId?: string }) {
  const db = await getDb();
  const [chat] = await db.insert(chats).values({ organizationId: orgId, userId, type: q.workflowId ? 'workflow' : 'regular', workflowId: q.workflowId ?? null, title: q.question }).returning();
  const [message] = await db.insert(chatMessages).values({ organizationId: orgId, chatId: chat!.id, role: 'user', content: q.question, createdAt: new Date(Date.now() - 1000) }).returning();
  if (q.answer !== null) {
    const references = (q.references ?? []).map((workflowId, i) => ({ n: i + 1, type: 'workflow', id: workflowId, workflowId, stepId: null, time: 0, stepTime: 0, title: 'Source' }));
    await db.insert(chatMessages).values({ organizationId: orgId, chatId: chat!.id, role: 'assistant', content: q.answer, references, like: q.like ?? null, mode: 'extractive' });
  }
  return message!;
}

export async function semanticWorld() {
  const org = await createOrg();
  const open = await createWorkspace(org.id, { name: 'Plant' });
  const secret = await createWorkspace(org.id, { name: 'Board room', private: true });
  const admin = await createUser(org.id, 'admin-organization');
  const publisher = await createUser(org.id, 'publisher');
  const limited = await createUser(org.id, 'publisher');
  const viewer = await createUser(org.id, 'viewer');
  for (const [user, role] of [[publisher, 'publisher'], [limited, 'publisher'], [viewer, 'viewer']] as const) await addMember(org.id, open.id, user.id, role);
  await addMember(org.id, secret.id, publisher.id, 'publisher');
  const other = await createOrg({ name: 'Rival Co' });
  const otherWs = await createWorkspace(other.id);
  const otherUser = await createUser(other.id, 'publisher');
  await addMember(other.id, otherWs.id, otherUser.id, 'publisher');
  const base = { orgId: org.id, workspaceId: open.id, authorId: publisher.id };
  const corpus = [];
  for (const spec of CORPUS) corpus.push((await createCorpusWorkflow(spec, base)).workflow);
  const lookalike = (await createCorpusWorkflow(LOOKALIKE, base)).workflow;
  const secretFlow = (await createCorpusWorkflow({ title: 'Merger plan', steps: [{ title: 'Terms', sentences: ['The merger with Acme closes on Friday at a price of nine million.'] }] }, { ...base, workspaceId: secret.id })).workflow;
  const foreign = (
    await createCorpusWorkflow({ title: 'Rival gearbox cover', steps: [{ title: 'Cover', sentences: ['Loosen the gearbox cover bolts and fit a new gasket.'] }] }, { orgId: other.id, workspaceId: otherWs.id, authorId: otherUser.id })
  ).workflow;
  const asker = { orgId: org.id, userId: viewer.id };
  const questions = {
    torque: await askedQuestion(asker, { question: 'What torque for the gearbox cover bolts?', answer: 'Twenty five newton metres [1].', references: [corpus[0]!.id], like: true }),
    paint: await askedQuestion(asker, { question: 'How do I calibrate the paint robot nozzle?', answer: 'I found nothing about that.', references: [] }),
    merger: await askedQuestion({ orgId: org.id, userId: publisher.id }, { question: 'When does the merger close?', answer: 'On Friday [1].', references: [secretFlow.id], like: false }),
    foreign: await askedQuestion({ orgId: other.id, userId: otherUser.id }, { question: 'What torque for the rival cover bolts?', answer: 'Ten [1].', references: [foreign.id] }),
  };
  const cookie = async (u: { id: string; organizationId: string }) => (await sessionCookie(u)).cookie;
  return {
    org, open, secret, corpus, lookalike, secretFlow, foreign, questions, other,
    users: { viewer: viewer.id, publisher: publisher.id },
    cookies: { admin: await cookie(admin), publisher: await cookie(publisher), limited: await cookie(limited), viewer: await cookie(viewer), other: await cookie(otherUser) },
  };
}

const post = (path: string, cookie: string | undefined, body: unknown) => apiRequest(path, { method: 'POST', body, cookie });
const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as never });

export const semanticApi = {
  workflows: (cookie: string | undefined, body: unknown) => searchWorkflows(post('/api/v1/ai/semantic-search/workflow', cookie, body), routeParams({})).then(json),
  questions: (cookie: string | undefined, body: unknown) => searchQuestions(post('/api/v1/ai/semantic-search/question', cookie, body), routeParams({})).then(json),
  related: (cookie: string | undefined, body: unknown) => related(post('/api/v1/ai/related/workflow', cookie, body), routeParams({})).then(json),
  question: (cookie: string | undefined, id: string) => question(apiRequest(`/api/v1/ai/question/${id}`, { cookie }), routeParams({ id })).then(json),
  map: (cookie: string | undefined) => knowledgeMap(apiRequest('/api/v1/ai/knowledge-map', { cookie }), routeParams({})).then(json),
};

export type SemanticWorld = Awaited<ReturnType<typeof semanticWorld>>;

/** Builds the world and its offline index once per file (no provider, jobs queued but not run); the getter reads it in tests. */
export function withSemanticWorld(): () => SemanticWorld {
  let world: SemanticWorld;
  beforeAll(async () => {
    process.env.JOBS_IN_PROCESS = 'false';
    process.env.AI_PROVIDER = 'none';
    world = await semanticWorld();
    await backfillKnowledge(await getDb(), {});
  }, 120_000);
  afterAll(async () => {
    delete process.env.AI_PROVIDER;
    await stopBoss({ graceful: false });
  });
  return () => world;
}
