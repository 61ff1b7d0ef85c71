import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { categories, subcategories, workflowSteps } from '@/db/schema';

type OneWorkflow = { orgId: string; workflowId: string };

/** The organisation's categories with their sub-categories, in their admin order. */
export async function listCategoryTree(db: Db, { orgId }: { orgId: string }) {
  const [cats, subs] = await Promise.all([
    db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.organizationId, orgId)).orderBy(asc(categories.priority), asc(categories.name)),
    db
      .select({ id: subcategories.id, name: subcategories.name, categoryId: subcategories.categoryId })
      .from(subcategories)
      .where(eq(subcategories.organizationId, orgId))
      .orderBy(asc(subcategories.priority), asc(subcategories.name)),
  ]);
  return cats.map((c) => ({ ...c, subcategories: subs.filter((s) => s.categoryId === c.id).map(({ id, name }) => ({ id, name })) }));
}

/** Writes a step's titles (only a step of this workflow in this organisation). */
export const updateStepTitles = (db: Db, { orgId, workflowId, stepId, title, titleTranslations }: OneWorkflow & { stepId: string; title: string; titleTranslations: Record<string, string> }) =>
  db
    .update(workflowSteps)
    .set({ title, titleTranslations })
    .where(and(eq(workflowSteps.id, stepId), eq(workflowSteps.workflowId, workflowId), eq(workflowSteps.organizationId, orgId)));

/** Sets a step's poster key; answers the key it replaced. */
export async function updateStepPoster(db: Db, { orgId, workflowId, stepId, posterKey }: OneWorkflow & { stepId: string; posterKey: string }) {
  await db
    .update(workflowSteps)
    .set({ posterKey })
    .where(and(eq(workflowSteps.id, stepId), eq(workflowSteps.workflowId, workflowId), eq(workflowSteps.organizationId, orgId)));
}

/** Which of `ids` are steps of this workflow. */
export async function existingStepIds(db: Db, { orgId, workflowId, ids }: OneWorkflow & { ids: string[] }): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: workflowSteps.id })
    .from(workflowSteps)
    .where(and(eq(workflowSteps.organizationId, orgId), eq(workflowSteps.workflowId, workflowId), inArray(workflowSteps.id, ids)));
  return rows.map((r) => r.id);
}
