import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
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
  const step = await db.query.workflowSteps.findFirst({
    where: and(eq(workflowSteps.id, requireId(stepId)), eq(workflowSteps.workflowId, workflow.id), eq(workflowSteps.organizationId, session.org.id)),
  });
  if (!step?.hlsKey || typeof file !== 'string' || !PLAYLIST.test(file)) throw new AppError('not_found');
  const renditions = (step.renditions ?? {}) as Record<string, string>;
  const isMaster = file === 'master.m3u8';
  const key = isMaster ? step.hlsKey : renditions[file.replace('.m3u8', '')];
  if (!key || !isWorkflowKey(session.org.id, workflow.id, key)) throw new AppError('not_found');
  const object = await getStorage().get(key);
  if (!object) throw new AppError('not_found');
  const text = (await toBuffer(object.body)).toString('utf8');
  const folder = key.slice(0, key.lastIndexOf('/') + 1);
  if (isMaster) {
    return rewriteUris(text, async (uri) => (PLAYLIST.test(uri) && renditions[uri.replace('.m3u8', '')] ? stepPlaylistUrl(workflow.id, step.id, uri) : null));
  }
  return rewriteUris(text, async (uri) =>
    /^\d{3,4}\/\d{5}\.ts$/.test(uri) ? getStorage().signedUrl(`${folder}${uri}`, { expiresInSeconds: MEDIA_URL_TTL_SECONDS }) : null,
  );
}
