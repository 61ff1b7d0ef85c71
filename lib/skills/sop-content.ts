import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { multimodalSopExecutions, multimodalSops } from '@/db/schema';

type Org = { orgId: string };

/** The organisation's smart instructions among these ids, with whether a skill may hold them (published and ready). */
export async function findSkillSops(db: Db, p: Org & { ids: string[] }): Promise<Map<string, { playable: boolean }>> {
  if (!p.ids.length) return new Map();
  const rows = await db
    .select({ id: multimodalSops.id, published: multimodalSops.published, status: multimodalSops.status })
    .from(multimodalSops)
    .where(and(eq(multimodalSops.organizationId, p.orgId), inArray(multimodalSops.id, p.ids)));
  return new Map(rows.map((r) => [r.id, { playable: r.published && r.status === 'completed' }]));
}

/**
 * Which of these smart instructions the user has executed to the end (confirmed with their name),
 * anywhere — as a workflow's view counts wherever it was watched — since the cycle's start after a reset.
 */
export async function executedSopIds(db: Db, p: Org & { userId: string; sopIds: string[]; since: Date | null }): Promise<Set<string>> {
  if (!p.sopIds.length) return new Set();
  const rows = await db
    .selectDistinct({ sopId: multimodalSopExecutions.sopId })
    .from(multimodalSopExecutions)
    .where(
      and(
        eq(multimodalSopExecutions.organizationId, p.orgId),
        eq(multimodalSopExecutions.userId, p.userId),
        inArray(multimodalSopExecutions.sopId, p.sopIds),
        eq(multimodalSopExecutions.status, 'completed'),
        p.since ? gte(multimodalSopExecutions.completedAt, p.since) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.sopId));
}
