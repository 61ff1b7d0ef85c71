import { saveCutSessionSchema } from '@/lib/editor/cut/schema';
import { loadCutSession, saveCutSession } from '@/lib/editor/cut/session';
import { readJson, route } from '@/lib/http/route';

// GET /api/v1/workflows/{id}/editor-session – the advanced editor's cut session: steps, sentences, segments, redo, render state (authors)
export const GET = route({ access: 'editor' }, async ({ params, session }) => {
  return Response.json({ item: await loadCutSession(session, params.id) });
});

// PUT /api/v1/workflows/{id}/editor-session {revision, segments, redo} – saves the edit list (409 when stale)
export const PUT = route({ access: 'editor' }, async ({ req, params, session }) => {
  const input = saveCutSessionSchema.parse(await readJson(req));
  return Response.json({ item: await saveCutSession(session, params.id, input) });
});
