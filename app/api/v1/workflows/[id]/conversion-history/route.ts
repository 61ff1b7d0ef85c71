import { route } from '@/lib/http/route';
import { getConversionHistory } from '@/lib/workflows/conversion-history';

// GET /api/v1/workflows/{id}/conversion-history – the pipeline's stages, oldest first
export const GET = route({ access: 'editor' }, async ({ params, session }) => {
  return Response.json(await getConversionHistory({ session, workflowId: params.id }));
});
