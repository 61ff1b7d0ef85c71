import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { aiSummaries, knowledgeMaps } from '@/db/schema';
import { contentOf, isVisibleToLearners } from '@/lib/ai-summary/dto';
import type { AiEnv } from '@/lib/ai/provider';
import { signedPosterUrl } from '@/lib/workflows/media-urls';
import { knowledgeEmbedder, type Embedder } from './embed';
import { mapFingerprint, type StoredPoint } from './map-compute';
import { requestKnowledgeMap } from './map-jobs';
import { questionRows, visibleQuestions, withoutVector } from './questions';
import type { Caller } from './retrieve';
import type { KnowledgeMap, MapCluster, MapNode, MapWorkflowInfo } from './semantic-schema';
import { indexedWorkflowIds, workflowFacts } from './workflow-vectors';

/** A changed organisation gets a new layout at most this often; meanwhile the last one shows, marked stale. */
export const MAP_REFRESH_MS = 2 * 60_000;
/** A request older than this with no layout since is taken as lost and sent again. */
const LOST_REQUEST_MS = 15 * 60_000;
const KEYPOINTS = 5;

/** Sends the layout job when the stored one is missing or stale and none was asked for lately. */
async function refreshIfDue(db: Db, organizationId: string, row: typeof knowledgeMaps.$inferSelect | undefined, now: Date) {
  const computed = row?.computedAt?.getTime() ?? 0;
  const requested = row?.requestedAt?.getTime() ?? 0;
  const pending = requested > computed && now.getTime() - requested < LOST_REQUEST_MS;
  if (pending || now.getTime() - computed < MAP_REFRESH_MS) return;
  await db
    .insert(knowledgeMaps)
    .values({ organizationId, requestedAt: now })
    .onConflictDoUpdate({ target: knowledgeMaps.organizationId, set: { requestedAt: now } });
  await requestKnowledgeMap(organizationId);
}

async function keypointsOf(db: Db, organizationId: string, ids: string[]): Promise<Map<string, string[]>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(aiSummaries).where(and(eq(aiSummaries.organizationId, organizationId), inArray(aiSummaries.workflowId, ids)));
  return new Map(rows.filter(isVisibleToLearners).map((r) => [r.workflowId, contentOf(r.content).summary.highlights.slice(0, KEYPOINTS).map((h) => h.content)]));
}

function clustersOf(nodes: MapNode[], workflows: MapWorkflowInfo[], unanswered: Set<string>): MapCluster[] {
  const groups = [...new Set(nodes.map((n) => n.groupId))].sort((a, b) => a - b);
  const titles = new Map(workflows.map((w) => [w.workflowId, w.title]));
  return groups.map((groupId) => {
    const members = nodes.filter((n) => n.groupId === groupId);
    const cx = members.reduce((s, n) => s + n.x, 0) / members.length;
    const cy = members.reduce((s, n) => s + n.y, 0) / members.length;
    const central = members.filter((n) => n.kind === 'workflow').sort((a, b) => (a.x - cx) ** 2 + (a.y - cy) ** 2 - ((b.x - cx) ** 2 + (b.y - cy) ** 2))[0];
    return {
      groupId,
      label: central?.workflowId ? (titles.get(central.workflowId) ?? '') : '',
      workflows: members.filter((n) => n.kind === 'workflow').length,
      questions: members.filter((n) => n.kind === 'question').length,
      unanswered: members.filter((n) => n.questionId && unanswered.has(n.questionId)).length,
    };
  });
}

/**
 * The knowledge map as the caller may see it: the stored layout's points of readable workflows
 * and of visible questions, with workflow info (keypoints from the learner-visible summary),
 * question info and per-cluster meta from the visible members only. Asks for a new layout when due.
 */
export async function readKnowledgeMap(db: Db, caller: Caller, options: { env?: AiEnv; embedder?: Embedder; now?: Date } = {}): Promise<KnowledgeMap> {
  const orgId = caller.org.id;
  const embedder = options.embedder ?? knowledgeEmbedder(db, orgId, options.env);
  const [row] = await db.select().from(knowledgeMaps).where(eq(knowledgeMaps.organizationId, orgId));
  const fresh = row?.computedAt && row.model === embedder.model && row.fingerprint === (await mapFingerprint(db, orgId, embedder.model));
  if (!fresh) await refreshIfDue(db, orgId, row, options.now ?? new Date());
  const status: KnowledgeMap['status'] = !row?.computedAt ? 'computing' : fresh ? 'ready' : 'stale';
  const points = (row?.computedAt && row.model === embedder.model ? (row.points as StoredPoint[]) : []) ?? [];
  const readable = new Set(await indexedWorkflowIds(db, caller, embedder.model));
  const workflowPoints = points.filter((p) => p.kind === 'workflow' && readable.has(p.id));
  const questionIds = points.filter((p) => p.kind === 'question').map((p) => p.id);
  const questions = questionIds.length ? (await visibleQuestions(db, caller, await questionRows(db, orgId, { ids: questionIds }))).map(withoutVector) : [];
  const questionById = new Map(questions.map((q) => [q.questionId, q]));
  const nodes: MapNode[] = [
    ...workflowPoints.map((p) => ({ kind: 'workflow' as const, workflowId: p.id, questionId: null, groupId: p.groupId, x: p.x, y: p.y })),
    ...points
      .filter((p) => p.kind === 'question' && questionById.has(p.id))
      .map((p) => ({ kind: 'question' as const, workflowId: questionById.get(p.id)!.workflows[0]?.workflowId ?? null, questionId: p.id, groupId: p.groupId, x: p.x, y: p.y })),
  ];
  const ids = workflowPoints.map((p) => p.id);
  const [facts, keypoints] = await Promise.all([workflowFacts(db, orgId, ids), keypointsOf(db, orgId, ids)]);
  const groupOf = new Map(workflowPoints.map((p) => [p.id, p.groupId]));
  const workflows: MapWorkflowInfo[] = await Promise.all(
    facts
      .sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id))
      .map(async (f) => ({
        workflowId: f.id,
        groupId: groupOf.get(f.id) ?? 0,
        title: f.title,
        poster: await signedPosterUrl(f.posterKey),
        author: f.author,
        videoDuration: f.videoDuration,
        privateWorkspace: f.privateWorkspace,
        publishedDate: f.publishedAt?.toISOString() ?? null,
        steps: f.steps,
        keypoints: keypoints.get(f.id) ?? [],
      })),
  );
  const unanswered = new Set(questions.filter((q) => q.unanswered).map((q) => q.questionId));
  return { status, computedAt: row?.computedAt?.toISOString() ?? null, nodes, workflows, questions, clusters: clustersOf(nodes, workflows, unanswered) };
}
