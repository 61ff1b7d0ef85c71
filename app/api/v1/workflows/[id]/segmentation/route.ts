import { saveSegmentationSchema } from '@/lib/editor/segmentation/schema';
import { loadSegmentationEditor, saveSegmentation } from '@/lib/editor/segmentation/service';
import { readJson, route } from '@/lib/http/route';

// GET /api/v1/workflows/{id}/segmentation – the segmentation editor's steps, sentences and re-cut state (authors)
export const GET = route({ access: 'editor' }, async ({ params, session }) => {
  return Response.json({ item: await loadSegmentationEditor(session, params.id) });
});

// PUT /api/v1/workflows/{id}/segmentation {revision, steps:[{start, title}]} – new boundaries and titles; a moved boundary re-cuts the steps (job)
export const PUT = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = saveSegmentationSchema.parse(await readJson(req));
  return Response.json({ item: await saveSegmentation(session, params.id, input) });
});
