import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { requirePageSession } from '@/lib/auth/guards';
import { AppError } from '@/lib/http/errors';
import { canManageSkills, isGen2 } from '@/lib/skills/access';
import { getPlaylist } from '@/lib/skills/playlists';

/**
 * Page guards of the skills screens (spec 01 §6). The route rules already send gen2 accounts
 * home from every skill path and managers-only builder paths home without skills access; each page
 * still checks for itself. Managing (home, performance, matrix, builder) needs skills access and a
 * role other than viewer; the learner's pages (skill player, home tabs) only a non-gen2 account.
 */
export async function requireSkillsManagerPage() {
  const session = await requirePageSession();
  if (isGen2(session)) redirect('/home/overview');
  if (!canManageSkills(session)) redirect('/403');
  return session;
}

export async function requireSkillsLearnerPage() {
  const session = await requirePageSession();
  if (isGen2(session)) redirect('/home/overview');
  return session;
}

/** The builder's skill; without skills access the builder redirects home (spec §6), another organisation's id is a 404. */
export const loadBuilderPlaylist = cache(async (playlistId: string) => {
  const session = await requirePageSession();
  if (isGen2(session) || !canManageSkills(session)) redirect('/home/overview');
  try {
    return { session, playlist: await getPlaylist({ session, playlistId }) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  }
});
