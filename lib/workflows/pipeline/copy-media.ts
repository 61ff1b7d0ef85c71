import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { workflows, workflowSteps } from '@/db/schema';
import { toBuffer, type Storage } from '@/lib/storage';
import type { WorkflowJobData } from '../constants';
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
export async function copyWorkflowMedia(db: Db, storage: Storage, { organizationId, workflowId }: WorkflowJobData): Promise<'copied' | 'gone'> {
  const own = (id: string) => and(eq(workflows.id, id), eq(workflows.organizationId, organizationId));
  const target = await db.query.workflows.findFirst({ where: own(workflowId) });
  if (!target?.duplicatedFromId) return 'gone';
  const from = workflowPrefix(organizationId, target.duplicatedFromId);
  const to = workflowPrefix(organizationId, workflowId);
  for (const object of await storage.list(from)) {
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
          imageMap: rewrite(step.imageMap, from, to),
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

/** workflow-purge-media: everything a deleted workflow stored (its row is already gone). */
export async function purgeWorkflowMedia(storage: Storage, { organizationId, workflowId }: WorkflowJobData): Promise<number> {
  return storage.deletePrefix(workflowPrefix(organizationId, workflowId));
}
