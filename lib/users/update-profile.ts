import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { getMyProfile } from './get-profile';
import { updateUserFields } from './queries';
import { canChangeName, splitDisplayName } from './rules';
import type { ProfileDto, UpdateProfileInput } from './schema';

export type UpdateProfileOptions = { session: SessionContext; input: UpdateProfileInput };

/**
 * Changes the user's own display name (only where the organisation allows it) and UI language.
 * Sending the unchanged name is not a change, so clients may send the whole form.
 */
export async function updateMyProfile({ session, input }: UpdateProfileOptions): Promise<ProfileDto> {
  const values: { displayName?: string; firstName?: string; lastName?: string | null; locale?: string } = {};
  const name = input.displayName?.trim();
  if (name !== undefined && name !== session.user.displayName) {
    if (!canChangeName(session.org.settings)) throw new AppError('forbidden', 'profile.nameChangeNotAllowed');
    Object.assign(values, { displayName: name, ...splitDisplayName(name) });
  }
  if (input.locale) values.locale = input.locale;

  const db = await getDb();
  if (Object.keys(values).length) {
    await updateUserFields(db, { orgId: session.org.id, userId: session.user.id, values });
  }
  return getMyProfile(session, db);
}
