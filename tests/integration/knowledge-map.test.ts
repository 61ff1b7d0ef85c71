import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { knowledgeMaps } from '@/db/schema';
import { computeKnowledgeMap } from '@/lib/knowledge/map-compute';
import { KNOWLEDGE_MAP_JOB } from '@/lib/knowledge/map-jobs';
import type { KnowledgeMap } from '@/lib/knowledge/semantic-schema';
import { askedQuestion, semanticApi as api, withSemanticWorld } from './semantic-fixtures';
import { queuedJobs } from './workflows-fixtures';

const world = withSemanticWorld();

const mapOf = async (cookie: string) => {
  const res = await api.map(cookie);
  expect(res.status).toBe(200);
  return res.body as KnowledgeMap;
};

describe('GET /api/v1/ai/knowledge-map', () => {
  it('before any layout: computing, no nodes, and one layout job asked for the organisation', async () => {
    const map = await mapOf(world().cookies.admin);
    expect(map).toMatchObject({ status: 'computing', computedAt: null, nodes: [] });
    await mapOf(world().cookies.publisher);
    const jobs = (await queuedJobs(KNOWLEDGE_MAP_JOB)).filter((j) => j.data.organizationId === world().org.id);
    expect(jobs).toHaveLength(1);
  });

  it('refuses viewers (403) and answers 401 without a session', async () => {
    expect((await api.map(world().cookies.viewer)).status).toBe(403);
    expect((await api.map(undefined)).status).toBe(401);
  });

  it('after the job: every readable workflow and visible question placed and clustered, with info panels', async () => {
    await computeKnowledgeMap(await getDb(), world().org.id);
    const map = await mapOf(world().cookies.admin);
    expect(map.status).toBe('ready');
    const workflowNodes = map.nodes.filter((n) => n.kind === 'workflow');
    expect(workflowNodes.map((n) => n.workflowId).sort()).toEqual([...world().corpus.map((c) => c.id), world().lookalike.id, world().secretFlow.id].sort());
    expect(map.nodes.filter((n) => n.kind === 'question').map((n) => n.questionId).sort()).toEqual([world().questions.torque.id, world().questions.paint.id, world().questions.merger.id].sort());
    for (const n of map.nodes) {
      expect(n.x).toBeGreaterThanOrEqual(0);
      expect(n.x).toBeLessThanOrEqual(1);
      expect(n.y).toBeGreaterThanOrEqual(0);
      expect(map.clusters.map((c) => c.groupId)).toContain(n.groupId);
    }
    const torqueNode = map.nodes.find((n) => n.questionId === world().questions.torque.id)!;
    expect(torqueNode.workflowId).toBe(world().corpus[0]!.id);
    expect(map.workflows.find((x) => x.workflowId === world().corpus[0]!.id)).toMatchObject({ title: 'Gearbox cover service', steps: 3, privateWorkspace: false, keypoints: [] });
    expect(map.workflows.find((x) => x.workflowId === world().secretFlow.id)?.privateWorkspace).toBe(true);
    expect(map.questions.find((q) => q.questionId === world().questions.paint.id)?.unanswered).toBe(true);
    expect(map.questions.find((q) => q.questionId === world().questions.torque.id)?.unanswered).toBe(false);
    expect(map.clusters.reduce((s, c) => s + c.workflows + c.questions, 0)).toBe(map.nodes.length);
    expect(map.clusters.reduce((s, c) => s + c.unanswered, 0)).toBe(2);
  });

  it('shows each caller only what they may see, never another organisation’s', async () => {
    const limited = await mapOf(world().cookies.limited);
    const ids = limited.nodes.map((n) => n.workflowId ?? n.questionId);
    expect(ids).not.toContain(world().secretFlow.id);
    expect(limited.nodes.map((n) => n.questionId)).not.toContain(world().questions.merger.id);
    expect(limited.workflows.map((x) => x.title)).not.toContain('Merger plan');
    const other = await mapOf(world().cookies.other);
    expect(other.nodes.map((n) => n.workflowId)).not.toContain(world().corpus[0]!.id);
    expect(other.nodes.map((n) => n.questionId)).not.toContain(world().questions.torque.id);
  });

  it('is stable: recomputing the same content gives the same positions and groups', async () => {
    const db = await getDb();
    const [before] = await db.select().from(knowledgeMaps).where(eq(knowledgeMaps.organizationId, world().org.id));
    await computeKnowledgeMap(db, world().org.id);
    const [after] = await db.select().from(knowledgeMaps).where(eq(knowledgeMaps.organizationId, world().org.id));
    expect(after!.points).toEqual(before!.points);
    expect(after!.fingerprint).toBe(before!.fingerprint);
  });

  it('turns stale when a new question is asked, keeping the last layout until the next one', async () => {
    const before = await mapOf(world().cookies.admin);
    await askedQuestion({ orgId: world().org.id, userId: world().users.viewer }, { question: 'How do I reset the press guard sensor?', answer: null });
    const stale = await mapOf(world().cookies.admin);
    expect(stale.status).toBe('stale');
    expect(stale.nodes).toHaveLength(before.nodes.length);
    await computeKnowledgeMap(await getDb(), world().org.id);
    const fresh = await mapOf(world().cookies.admin);
    expect(fresh.status).toBe('ready');
    expect(fresh.nodes).toHaveLength(before.nodes.length + 1);
    expect(fresh.questions.find((q) => q.question === 'How do I reset the press guard sensor?')?.unanswered).toBe(true);
  });
});

