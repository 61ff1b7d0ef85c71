import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { conversionHistory, workflows, workflowSteps } from '@/db/schema';
import { toBuffer, type Storage } from '@/lib/storage';
import { BLOCKED, CONVERT, ERROR, type WorkflowJobData } from '../constants';
import { workflowPrefix } from '../media-keys';

/** Replaces one folder prefix by another everywhere inside a JSON value (keys in renditions, image maps). */
function rewrite<T>(value: T, from: string, to: string): T {
  if (value === null || value === undefined) return value;
  return JSON.parse(JSON.stringify(value).split(from).join(to)) as T;
}

/**
 * A duplicate's media (workflow-copy-media): every object under the source workflow's folder is
 * copied to the duplicate's folder, then the duplicate's rows point at the copies and it is
 * unblocked. Copies overwrite, and rows are rewritten from the source prefix, so a re-run after
 * a crash ends the same.
 */
export async function copyWorkflowMedia(db: Db, storage: Storage, { organizationId, workflowId }: WorkflowJobData): Promise<'copied' | 'gone' | 'failed'> {
  const own = (id: string) => and(eq(workflows.id, id), eq(workflows.organizationId, organizationId));
  const target = await db.query.workflows.findFirst({ where: own(workflowId) });
  if (!target?.duplicatedFromId) return 'gone';
  if (target.blocked !== BLOCKED.copyingOriginalVideo) return 'copied';
  const from = workflowPrefix(organizationId, target.duplicatedFromId);
  const to = workflowPrefix(organizationId, workflowId);
  const objects = await storage.list(from);
  // The source's media is gone (purged after the copy waited past PURGE_WAIT_HOURS): a copy
  // without media cannot become usable, so it fails visibly (and unpublished) instead of staying blocked.
  if (!objects.length && target.originalVideoKey?.startsWith(from)) {
    // As recordFailure: no ready speech value, else the card would read ready, not failed.
    const failed = { blocked: null, convertStatus: `${CONVERT.running} ${ERROR}`, speechStatus: null, failure: 'pipeline.failure.original', published: false, publishedAt: null };
    await db.update(workflows).set({ ...failed, updatedAt: new Date() }).where(own(workflowId));
    await db.insert(conversionHistory).values({ organizationId, workflowId, stage: 'copy-media', status: 'failed', detail: 'the source workflow and its media were deleted before the copy' });
    return 'failed';
  }
  for (const object of objects) {
    const copyKey = to + object.key.slice(from.length);
    // Stage markers and the image-map index name keys of their own folder: those are rewritten.
    if (object.key.endsWith('.json')) {
      const stored = await storage.get(object.key);
      if (!stored) continue;
      const text = (await toBuffer(stored.body)).toString('utf8').split(from).join(to);
      await storage.put(copyKey, text, { contentType: 'application/json' });
    } else await storage.copy(object.key, copyKey);
  }

  // The duplication copied the rows with the source's keys; they now point at the copies.
  await db.transaction(async (tx) => {
    const steps = await tx.select().from(workflowSteps).where(and(eq(workflowSteps.workflowId, workflowId), eq(workflowSteps.organizationId, organizationId)));
    for (const step of steps) {
      await tx
        .update(workflowSteps)
        .set({
          hlsKey: rewrite(step.hlsKey, from, to),
          renditions: rewrite(step.renditions, from, to),
          posterKey: rewrite(step.posterKey, from, to),
          startVideoKey: rewrite(step.startVideoKey, from, to),
          imageMap: rewrite(step.imageMap, from, to),
          // Diagram and PDF keys live in the workflow's folder too (lib/attachments).
          attachments: rewrite(step.attachments, from, to),
        })
        .where(eq(workflowSteps.id, step.id));
    }
    await tx
      .update(workflows)
      .set({
        posterKey: rewrite(target.posterKey, from, to),
        originalVideoKey: rewrite(target.originalVideoKey, from, to),
        blocked: null,
        progress: null,
        updatedAt: new Date(),
      })
      .where(own(workflowId));
  });
  return 'copied';
}

/** How long a purge waits for copies of the deleted workflow that still copy its media. */
export const PURGE_WAIT_HOURS = 24;

/**
 * workflow-purge-media: everything a deleted workflow stored (its row is already gone). Copies
 * made just before the delete read their media from this folder: while one of them is still
 * 'copying original video' (and not stuck for longer than PURGE_WAIT_HOURS) the purge is
 * deferred — the caller sends it again later — so it never removes media a copy still needs.
 */
export async function purgeWorkflowMedia(db: Db, storage: Storage, { organizationId, workflowId }: WorkflowJobData): Promise<number | 'deferred'> {
  const [copying] = await db
    .select({ id: workflows.id })
    .from(workflows)
    .where(
      and(
        eq(workflows.organizationId, organizationId),
        eq(workflows.duplicatedFromId, workflowId),
        eq(workflows.blocked, BLOCKED.copyingOriginalVideo),
        gt(workflows.createdAt, sql`now() - make_interval(hours => ${PURGE_WAIT_HOURS})`),
      ),
    )
    .limit(1);
  if (copying) return 'deferred';
  return storage.deletePrefix(workflowPrefix(organizationId, workflowId));
}
