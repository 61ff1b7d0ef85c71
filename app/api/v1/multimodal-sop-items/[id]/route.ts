import { route } from '@/lib/http/route';
import { deleteSopItem } from '@/lib/sop/update';
import { requireId } from '@/lib/workspaces/workspace-access';

// DELETE /api/v1/multimodal-sop-items/{id} – remove one block (a new version of its SOP)
export const DELETE = route({ access: 'editor' }, async ({ params, session }) => {
  await deleteSopItem({ session, itemId: requireId(params.id) });
  return new Response(null, { status: 204 });
});
