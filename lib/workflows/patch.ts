import { AppError } from '@/lib/http/errors';
import { editWorkflow, snapshotWorkflow, type EditOptions } from './edit';
import { existingSubcategoryIds, listSubcategoryIds, replaceSubcategories, updateWorkflow } from './queries';
import type { PatchWorkflowInput } from './schema';

const sameSet = (a: string[], b: string[]) => a.length === b.length && [...a].sort().every((v, i) => v === [...b].sort()[i]);

/**
 * PATCH {data: {externalId?, subcategoryIds?}}: an id in another system, and the sub-categories
 * that file the workflow (this organisation's only; any other id is unknown → 404).
 */
export function patchWorkflow({ input, ...options }: EditOptions & { input: PatchWorkflowInput }) {
  const { session } = options;
  const orgId = session.org.id;
  return editWorkflow(options, async (tx, { workflow }) => {
    const scope = { orgId, workflowId: workflow.id };
    const externalChanged = input.externalId !== undefined && input.externalId !== workflow.externalId;
    let subcategoriesChanged = false;
    if (input.subcategoryIds) {
      const known = await existingSubcategoryIds(tx, { orgId, ids: input.subcategoryIds });
      if (known.length !== input.subcategoryIds.length) throw new AppError('not_found', 'workflows.subcategoryNotFound');
      subcategoriesChanged = !sameSet(await listSubcategoryIds(tx, scope), input.subcategoryIds);
    }
    if (!externalChanged && !subcategoriesChanged) return;
    await snapshotWorkflow(tx, session, workflow.id);
    if (subcategoriesChanged) await replaceSubcategories(tx, { ...scope, ids: input.subcategoryIds! });
    // Touches updatedAt even when only the sub-categories changed: the workflow was edited.
    await updateWorkflow(tx, { ...scope, patch: externalChanged ? { externalId: input.externalId } : {} });
  });
}
