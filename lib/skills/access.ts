import type { Db } from '@/db/client';
import type { Playlist } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { isUuid } from '@/lib/users/schema';
import { findPlaylist } from './queries';

/**
 * Skills access (spec 01 §6): gen2 organisations have no skills at all; managing skills (builder,
 * assignments, performance, matrix) needs the `skills` flag — which the organisation's
 * skillsManager role list decides when set — and is refused to viewers, as the create-skill button
 * is. Learners read and work on their own assigned skills with any role.
 */
export const isGen2 = (session: SessionContext) => session.org.generation === 'gen2';

export function assertSkillsAvailable(session: SessionContext) {
  if (isGen2(session)) throw new AppError('forbidden', 'skills.errors.gen2');
}

export const canManageSkills = (session: SessionContext) =>
  !isGen2(session) && session.access.skills && session.user.role !== null && session.user.role !== 'viewer';

export function assertCanManageSkills(session: SessionContext) {
  assertSkillsAvailable(session);
  if (!canManageSkills(session)) throw new AppError('forbidden');
}

/** The caller's organisation's skill, or 404: another organisation's id reads as an unknown one. */
export async function loadPlaylistOrThrow(db: Db, session: SessionContext, playlistId: unknown): Promise<Playlist> {
  const row = isUuid(playlistId) ? await findPlaylist(db, { orgId: session.org.id, playlistId }) : null;
  if (!row) throw new AppError('not_found');
  return row;
}

/** A manager's view of a skill: checks the role first, then the organisation. */
export async function loadPlaylistForManager(db: Db, session: SessionContext, playlistId: unknown): Promise<Playlist> {
  assertCanManageSkills(session);
  return loadPlaylistOrThrow(db, session, playlistId);
}

/**
 * Whose assigned skills the caller may read or work on: their own always (no gen2), anyone of
 * their organisation's as a skills manager (read only; see progress calculation).
 */
export function assertCanReadUserSkills(session: SessionContext, userId: string) {
  assertSkillsAvailable(session);
  if (userId === session.user.id || userId === 'me') return;
  if (!canManageSkills(session)) throw new AppError('forbidden');
}
