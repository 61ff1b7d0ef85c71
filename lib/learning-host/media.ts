import 'server-only';
import { getDb } from '@/db/client';
import { AppError } from '@/lib/http/errors';
import { stepSubtitlesVtt } from '@/lib/player/step-subtitles';
import { languageFromVttFile } from '@/lib/player/subtitles';
import { renderStepPlaylist } from '@/lib/workflows/pipeline/media-playlist';
import { loadPublishedHostWorkflow } from './access';
import { loadHostSession } from './host-session';
import { hostMediaUrls, verifyMediaGrant } from './media-grant';

type StepFile = { workflowId: unknown; stepId: unknown; file: unknown; grant: unknown };

/** The grant's session, still live and still allowed this workflow, or 404 (never telling which). */
async function authorise({ workflowId, grant }: Pick<StepFile, 'workflowId' | 'grant'>) {
  const sessionId = verifyMediaGrant(grant, workflowId);
  const session = sessionId ? await loadHostSession(sessionId) : null;
  if (!session) throw new AppError('not_found');
  const db = await getDb();
  const workflow = await loadPublishedHostWorkflow(db, session, workflowId);
  return { db, session, workflow, grant: grant as string };
}

/** GET …/learning-host/media/workflows/{id}/steps/{stepId}/{file}?g= – a step's master or rung playlist. */
export async function getHostStepPlaylist(request: StepFile): Promise<string> {
  const { db, session, workflow, grant } = await authorise(request);
  return renderStepPlaylist(db, { orgId: session.org.id, workflowId: workflow.id, stepId: request.stepId, file: request.file, playlistUrl: hostMediaUrls(grant).playlist });
}

/** GET …/learning-host/media/workflows/{id}/steps/{stepId}/subtitles/{lang}.vtt?g= */
export async function getHostStepSubtitles(request: StepFile): Promise<string> {
  const languageCode = typeof request.file === 'string' ? languageFromVttFile(request.file) : null;
  if (!languageCode) throw new AppError('not_found');
  const { db, session, workflow } = await authorise(request);
  return stepSubtitlesVtt(db, { orgId: session.org.id, workflow, stepId: request.stepId, languageCode });
}
