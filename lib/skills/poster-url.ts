import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { signedMediaUrl } from '@/lib/workflows/media-urls';
import { assertSkillsAvailable, loadPlaylistOrThrow } from './access';

/** The poster is no secret within the organisation (cards, notifications): any member may load it. */
export async function playlistPosterUrl(session: SessionContext, playlistId: string): Promise<string> {
  assertSkillsAvailable(session);
  const playlist = await loadPlaylistOrThrow(await getDb(), session, playlistId);
  if (!playlist.posterKey) throw new AppError('not_found');
  return signedMediaUrl(playlist.posterKey, 600);
}
