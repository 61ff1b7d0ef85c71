import { describe, expect, it } from 'vitest';
import type { QuestionInfo, SemanticQuestion, SemanticWorkflow } from '@/lib/knowledge/semantic-schema';
import { semanticApi as api, withSemanticWorld } from './semantic-fixtures';

const world = withSemanticWorld();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const titles = (items: SemanticWorkflow[]) => items.map((i) => i.title);

describe('POST /api/v1/ai/semantic-search/workflow', () => {
  it('finds workflows by meaning, best passage first, with what a list shows', async () => {
    const res = await api.workflows(world().cookies.viewer, { text: 'the forklift must stop quickly when braking' });
    expect(res.status).toBe(200);
    const items = (res.body as { items: SemanticWorkflow[] }).items;
    expect(items[0]).toMatchObject({ title: 'Forklift daily check', workspaceId: world().open.id, workspaceName: 'Plant' });
    expect(items[0]!.score).toBeGreaterThan(0.15);
    expect(items.every((i, n) => n === 0 || items[n - 1]!.score >= i.score)).toBe(true);
  });

  it('never returns a private workspace the caller is not assigned to, nor another organisation, and narrows by workspaces', async () => {
    const text = 'merger with Acme closes on Friday';
    expect(titles((await api.workflows(world().cookies.viewer, { text })).body['items'])).not.toContain('Merger plan');
    expect(titles((await api.workflows(world().cookies.admin, { text })).body['items'])[0]).toBe('Merger plan');
    expect(titles((await api.workflows(world().cookies.publisher, { text })).body['items'])[0]).toBe('Merger plan');
    // A workspace filter can only narrow what the caller may see.
    expect((await api.workflows(world().cookies.viewer, { text, workspaces: [world().secret.id] })).body['items']).toEqual([]);
    const inOpen = (await api.workflows(world().cookies.admin, { text: 'gearbox cover gasket', workspaces: [world().open.id] })).body['items'] as SemanticWorkflow[];
    expect(inOpen.length).toBeGreaterThan(0);
    expect(inOpen.every((i) => i.workspaceId === world().open.id)).toBe(true);
    const rival = (await api.workflows(world().cookies.admin, { text: 'rival gearbox cover' })).body['items'] as SemanticWorkflow[];
    expect(rival.map((i) => i.workflowId)).not.toContain(world().foreign.id);
  });

  it('answers 401 without a session and 422 for empty text', async () => {
    expect((await api.workflows(undefined, { text: 'forklift' })).status).toBe(401);
    expect((await api.workflows(world().cookies.viewer, { text: '  ' })).status).toBe(422);
  });
});

describe('POST /api/v1/ai/related/workflow', () => {
  it('ranks the look-alike first and leaves the workflow itself out', async () => {
    const res = await api.related(world().cookies.viewer, { workflowId: world().corpus[0]!.id });
    expect(res.status).toBe(200);
    const items = (res.body as { items: SemanticWorkflow[] }).items;
    expect(items[0]!.workflowId).toBe(world().lookalike.id);
    expect(items.map((i) => i.workflowId)).not.toContain(world().corpus[0]!.id);
    expect(items.map((i) => i.workflowId)).not.toContain(world().foreign.id);
    expect(items.length).toBeLessThanOrEqual(5);
  });

  it('answers 404 for an unknown id, another organisation’s, and a private workflow the caller may not open', async () => {
    expect((await api.related(world().cookies.viewer, { workflowId: UNKNOWN })).status).toBe(404);
    expect((await api.related(world().cookies.viewer, { workflowId: world().foreign.id })).status).toBe(404);
    expect((await api.related(world().cookies.viewer, { workflowId: world().secretFlow.id })).status).toBe(404);
    expect((await api.related(world().cookies.publisher, { workflowId: world().secretFlow.id })).status).toBe(200);
  });

  it('keeps to the workspaces asked for', async () => {
    const items = (await api.related(world().cookies.admin, { workflowId: world().corpus[0]!.id, workspaces: [world().secret.id] })).body['items'] as SemanticWorkflow[];
    expect(items.every((i) => i.workspaceId === world().secret.id)).toBe(true);
  });
});

describe('asked questions', () => {
  it('searches questions by meaning for authors, with the answer, like and cited workflows', async () => {
    const res = await api.questions(world().cookies.publisher, { text: 'cover bolt torque for the gearbox' });
    expect(res.status).toBe(200);
    const items = (res.body as { items: SemanticQuestion[] }).items;
    expect(items[0]).toMatchObject({ questionId: world().questions.torque.id, answer: 'Twenty five newton metres [1].', like: true, unanswered: false, workflows: [{ workflowId: world().corpus[0]!.id, title: 'Gearbox cover service' }] });
    expect(items.map((i) => i.questionId)).not.toContain(world().questions.foreign.id);
  });

  it('hides questions touching a workflow the caller may not open', async () => {
    const text = 'when does the merger close';
    expect(((await api.questions(world().cookies.publisher, { text })).body['items'] as SemanticQuestion[])[0]?.questionId).toBe(world().questions.merger.id);
    expect(((await api.questions(world().cookies.limited, { text })).body['items'] as SemanticQuestion[]).map((q) => q.questionId)).not.toContain(world().questions.merger.id);
  });

  it('refuses viewers (403) and answers 401 without a session', async () => {
    expect((await api.questions(world().cookies.viewer, { text: 'torque' })).status).toBe(403);
    expect((await api.question(world().cookies.viewer, world().questions.torque.id)).status).toBe(403);
    expect((await api.questions(undefined, { text: 'torque' })).status).toBe(401);
  });

  it('GET /question/{id}: question info, unanswered ones marked, hidden and foreign ids 404', async () => {
    const paint = await api.question(world().cookies.limited, world().questions.paint.id);
    expect(paint.status).toBe(200);
    expect(paint.body as QuestionInfo).toMatchObject({ question: 'How do I calibrate the paint robot nozzle?', workflows: [], unanswered: true, like: null });
    const merger = await api.question(world().cookies.publisher, world().questions.merger.id);
    expect(merger.body as QuestionInfo).toMatchObject({ like: false, unanswered: true });
    expect((await api.question(world().cookies.limited, world().questions.merger.id)).status).toBe(404);
    expect((await api.question(world().cookies.admin, world().questions.foreign.id)).status).toBe(404);
    expect((await api.question(world().cookies.admin, UNKNOWN)).status).toBe(404);
    expect((await api.question(world().cookies.admin, 'not-a-uuid')).status).toBe(404);
  });
});
