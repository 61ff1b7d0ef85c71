import { getDb, type Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { hasPendingMandatory } from '@/lib/consents/queries';
import { AppError } from '@/lib/http/errors';
import { toLocale } from '@/lib/i18n/config';
import { parseOrgSettings, parseSsoConfig } from '@/lib/orgs/settings';
import { avatarUrlFor } from './avatar-url';
import { findProfileRow, listUserTeams, listUserWorkspaces } from './queries';
import { canChangeName, canChangePassword, visibleIdentity } from './rules';
import type { NamedRef, ProfileDto } from './schema';

/** Distinct workspace groups, in the order their workspaces came. */
function groupsOf(rows: { groupId: string; groupName: string }[]): NamedRef[] {
  const seen = new Map<string, string>();
  for (const r of rows) if (!seen.has(r.groupId)) seen.set(r.groupId, r.groupName);
  return [...seen].map(([id, name]) => ({ id, name }));
}

/** The signed-in user's profile (spec §3 user record) with what they may change. */
export async function getMyProfile(session: SessionContext, db?: Db): Promise<ProfileDto> {
  db ??= await getDb();
  const ref = { orgId: session.org.id, userId: session.user.id };
  const row = await findProfileRow(db, ref);
  if (!row) throw new AppError('not_found');
  const [teams, memberships, hasPendingMandatoryConsent] = await Promise.all([
    listUserTeams(db, ref),
    listUserWorkspaces(db, ref),
    hasPendingMandatory(db, ref),
  ]);
  const { user, org } = row;
  const settings = parseOrgSettings(org.settings);
  const { ssoLoginOnly } = parseSsoConfig(org.sso);
  return {
    id: user.id,
    uid: user.id,
    role: session.user.role,
    roles: session.user.roles,
    organization: org.id,
    organizationName: org.name,
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    ...visibleIdentity(user),
    groups: groupsOf(memberships),
    teams,
    locale: toLocale(user.locale),
    avatarUrl: avatarUrlFor(user.id, user.avatarKey),
    shared: user.shared,
    passwordless: user.passwordless,
    disabled: user.disabled,
    createdAt: user.createdAt.toISOString(),
    isFreeTrialAdmin: user.isFreeTrialAdmin,
    lastInteraction: user.lastInteraction?.toISOString() ?? null,
    organizationInfo: { id: org.id, planType: org.planType, generation: org.generation, defaultGroup: org.defaultWorkspaceGroupId },
    canChangeName: canChangeName(settings),
    canChangePassword: canChangePassword({
      passwordless: user.passwordless,
      shared: user.shared,
      ssoLoginOnly,
      hasPassword: !!user.passwordHash,
    }),
    isSso: session.method === 'sso',
    hasPendingMandatoryConsent,
  };
}
