import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { knowledgeChunks, users, workflowSteps, workflows, workspaceMembers, workspaces } from '@/db/schema';
import { signedPosterUrl } from '@/lib/workflows/media-urls';
import { matching, membershipOf, workspaceOf } from '@/lib/workflows/library-query';
import { unitVector } from './clustering';
import { readable, reader, type Caller } from './readable';
import type { SemanticWorkflow } from './semantic-schema';
import { rowsOf } from '@/db/rows';

/**
 * Workflow-level embeddings: the unit mean of a workflow's chunk vectors of one model, computed
 * in SQL when asked (no stored copy to keep in step: the chunks are the index, rebuilt by the
 * index jobs). Only workflows the caller may read (retrieve.ts's `readable`) are ever listed.
 */
export const inWorkspaces = (ids: readonly string[] | undefined) => (ids?.length ? inArray(workflows.workspaceId, [...ids]) : undefined);

/** The readable workflows with chunks of `model`, optionally within some workspaces. */
export async function indexedWorkflowIds(db: Db, caller: Caller, model: string, workspaceIds?: readonly string[]): Promise<string[]> {
  const rows = (await readable(db, await reader(db, caller), { workflowId: knowledgeChunks.workflowId }, undefined, eq(knowledgeChunks.embeddingModel, model), ...[inWorkspaces(workspaceIds)].filter((c) => c !== undefined))
    .groupBy(knowledgeChunks.workflowId)
    .orderBy(knowledgeChunks.workflowId)) as Array<{ workflowId: string }>;
  return rows.map((r) => r.workflowId);
}

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Each workflow's unit mean vector of `model` (workflows without chunks of it are absent). */
export async function workflowVectors(db: Db, organizationId: string, model: string, workflowIds: readonly string[]): Promise<Map<string, number[]>> {
  if (!workflowIds.length) return new Map();
  const result = await db.execute(sql`
    select s.workflow_id as "workflowId", array_agg(s.m order by s.i) as vector from (
      select c.workflow_id, u.i, avg(u.a) as m
      from ${knowledgeChunks} c cross join lateral unnest(c.embedding) with ordinality as u(a, i)
      where c.organization_id = ${organizationId} and c.embedding_model = ${model} and c.workflow_id = any(${uuidArray(workflowIds)})
      group by c.workflow_id, u.i
    ) s group by s.workflow_id order by s.workflow_id`);
  return new Map(rowsOf<{ workflowId: string; vector: Array<number | string> }>(result).map((r) => [r.workflowId, unitVector(r.vector.map(Number))]));
}

/** Of some workflow ids, those the caller may open (the library's strict rule: authors also see unpublished ones). */
export async function visibleWorkflowIds(db: Db, caller: Caller, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: workflows.id })
    .from(workflows)
    .innerJoin(workspaces, workspaceOf(caller))
    .leftJoin(workspaceMembers, membershipOf(caller))
    .where(matching(caller, 'strict', [inArray(workflows.id, [...new Set(ids)])]));
  return new Set(rows.map((r) => r.id));
}

/** What a list or a map node shows of workflows (callers pass only ids they may read). */
export async function workflowFacts(db: Db, organizationId: string, ids: readonly string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: workflows.id,
      title: workflows.title,
      workspaceId: workflows.workspaceId,
      workspaceName: workspaces.name,
      privateWorkspace: workspaces.private,
      posterKey: workflows.posterKey,
      videoDuration: workflows.videoDuration,
      publishedAt: workflows.publishedAt,
      author: users.displayName,
      steps: sql<number>`(select count(*) from ${workflowSteps} where ${workflowSteps.workflowId} = ${workflows.id})`.mapWith(Number),
    })
    .from(workflows)
    .innerJoin(workspaces, and(eq(workspaces.id, workflows.workspaceId), eq(workspaces.organizationId, organizationId)))
    .leftJoin(users, and(eq(users.id, workflows.authorId), eq(users.organizationId, organizationId)))
    .where(and(eq(workflows.organizationId, organizationId), inArray(workflows.id, [...ids])));
}

/** Scored ids as the list DTO, in score order. */
export async function toSemanticWorkflows(db: Db, organizationId: string, scored: Array<{ id: string; score: number }>): Promise<SemanticWorkflow[]> {
  const facts = new Map((await workflowFacts(db, organizationId, scored.map((s) => s.id))).map((f) => [f.id, f]));
  const out: SemanticWorkflow[] = [];
  for (const { id, score } of scored) {
    const f = facts.get(id);
    if (!f) continue;
    out.push({
      workflowId: id,
      title: f.title,
      workspaceId: f.workspaceId,
      workspaceName: f.workspaceName,
      videoDuration: f.videoDuration,
      posterUrl: await signedPosterUrl(f.posterKey),
      score: Math.round(score * 1e4) / 1e4,
    });
  }
  return out;
}
