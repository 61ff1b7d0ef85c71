import { and, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { workflowSteps } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { getStorage, toBuffer } from '@/lib/storage';
import { requireId } from '@/lib/workspaces/workspace-access';
import { loadWorkflowForView } from '../access';
import { isWorkflowKey } from '../media-keys';
import { MEDIA_URL_TTL_SECONDS, stepPlaylistUrl } from '../media-urls';

const PLAYLIST = /^(master|\d{3,4})\.m3u8$/;

export type PlaylistRequest = { id: unknown; stepId: unknown; file: unknown };

/** Rewrites every URI line of a playlist (lines that are neither empty nor tags). */
async function rewriteUris(text: string, map: (uri: string) => Promise<string | null>): Promise<string> {
  const lines = await Promise.all(
    text.split('\n').map(async (line) => {
      const uri = line.trim();
      if (!uri || uri.startsWith('#')) return line;
      const mapped = await map(uri);
      if (!mapped) throw new AppError('not_found');
      return mapped;
    }),
  );
  return lines.join('\n');
}

/**
 * A step's playlist for a player, checked against the caller's view permission on every request:
 * the master lists this route's own rung playlists; a rung playlist lists its segments as signed,
 * expiring storage URLs. Nothing else of the workflow's folder is reachable this way.
 */
export async function stepPlaylist(session: SessionContext, { id, stepId, file }: PlaylistRequest): Promise<string> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForView(db, session, id);
  return renderStepPlaylist(db, { orgId: session.org.id, workflowId: workflow.id, stepId, file });
}

export type RenderPlaylistOptions = {
  orgId: string;
  /** A workflow the caller has already been allowed to play (view permission, or the public rule). */
  workflowId: string;
  stepId: unknown;
  file: unknown;
  /** Where the master's rung playlists point (the public player has its own route). */
  playlistUrl?: (workflowId: string, stepId: string, file: string) => string;
};

/** The playlist text itself, for a workflow already authorised by the caller's route. */
export async function renderStepPlaylist(db: Db, { orgId, workflowId, stepId, file, playlistUrl = stepPlaylistUrl }: RenderPlaylistOptions): Promise<string> {
  const step = await db.query.workflowSteps.findFirst({
    where: and(eq(workflowSteps.id, requireId(stepId)), eq(workflowSteps.workflowId, workflowId), eq(workflowSteps.organizationId, orgId)),
  });
  if (!step?.hlsKey || typeof file !== 'string' || !PLAYLIST.test(file)) throw new AppError('not_found');
  const renditions = (step.renditions ?? {}) as Record<string, string>;
  const isMaster = file === 'master.m3u8';
  const key = isMaster ? step.hlsKey : renditions[file.replace('.m3u8', '')];
  if (!key || !isWorkflowKey(orgId, workflowId, key)) throw new AppError('not_found');
  const object = await getStorage().get(key);
  if (!object) throw new AppError('not_found');
  const text = (await toBuffer(object.body)).toString('utf8');
  const folder = key.slice(0, key.lastIndexOf('/') + 1);
  if (isMaster) {
    return rewriteUris(text, async (uri) => (PLAYLIST.test(uri) && renditions[uri.replace('.m3u8', '')] ? playlistUrl(workflowId, step.id, uri) : null));
  }
  return rewriteUris(text, async (uri) =>
    /^\d{3,4}\/\d{5}\.ts$/.test(uri) ? getStorage().signedUrl(`${folder}${uri}`, { expiresInSeconds: MEDIA_URL_TTL_SECONDS }) : null,
  );
}
