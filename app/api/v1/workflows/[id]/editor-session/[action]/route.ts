import { applyCutSchema } from '@/lib/editor/cut/schema';
import { startCutRender } from '@/lib/editor/cut/session';
import { AppError } from '@/lib/http/errors';
import { readJson, route } from '@/lib/http/route';

const ACTIONS = ['apply', 'restore', 'retry'] as const;

// POST /api/v1/workflows/{id}/editor-session/apply {revision} – renders the saved edit as a job
// POST /api/v1/workflows/{id}/editor-session/restore – brings back the version before the last apply (job)
// POST /api/v1/workflows/{id}/editor-session/retry – sends a failed render again
export const POST = route({ access: 'editor' }, async ({ req, params, session }) => {
  const action = ACTIONS.find((a) => a === params.action);
  if (!action) throw new AppError('not_found');
  const revision = action === 'apply' ? applyCutSchema.parse(await readJson(req)).revision : undefined;
  return Response.json({ item: await startCutRender(session, params.id, action, revision) }, { status: 202 });
});
