import { getDb } from '@/db/client';
import { AppError } from '@/lib/http/errors';
import { signedPosterUrl } from '@/lib/workflows/media-urls';
import { renderStepPlaylist } from '@/lib/workflows/pipeline/media-playlist';
import { getPublicWorkflowAccess } from './public-cache';
import { publicPlaylistUrl } from './public-urls';
import { stepSubtitlesVtt } from './step-subtitles';
import { languageFromVttFile } from './subtitles';

type StepFile = { workflowId: unknown; stepId: unknown; file: unknown };

/** The public rule (cached) or 404: the routes never tell a draft from an unknown id. */
async function requirePublic(workflowId: unknown) {
  const access = await getPublicWorkflowAccess(workflowId);
  if (!access) throw new AppError('not_found');
  return access;
}

/** A step's master or rung playlist; rung playlists list signed, expiring segment URLs. */
export async function getPublicStepPlaylist({ workflowId, stepId, file }: StepFile): Promise<string> {
  const { orgId, workflow } = await requirePublic(workflowId);
  return renderStepPlaylist(await getDb(), { orgId, workflowId: workflow.id, stepId, file, playlistUrl: publicPlaylistUrl });
}

/** A step's WebVTT in one language ({lang}.vtt). */
export async function getPublicStepSubtitles({ workflowId, stepId, file }: StepFile): Promise<string> {
  const languageCode = typeof file === 'string' ? languageFromVttFile(file) : null;
  if (!languageCode) throw new AppError('not_found');
  const { orgId, workflow } = await requirePublic(workflowId);
  return stepSubtitlesVtt(await getDb(), { orgId, workflow, stepId, languageCode });
}

/** A fresh signed URL of the workflow's poster. */
export async function getPublicPosterUrl(workflowId: unknown): Promise<string> {
  const { workflow } = await requirePublic(workflowId);
  const url = await signedPosterUrl(workflow.posterKey);
  if (!url) throw new AppError('not_found');
  return url;
}
