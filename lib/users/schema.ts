import { z } from 'zod';
import type { Role } from '@/lib/access/roles';
import { fullNameSchema } from '@/lib/auth/rules';
import { toLocale, type Locale } from '@/lib/i18n/config';
import { text } from '@/lib/http/text';

/** Ids are UUIDs; anything else is answered like an unknown id (and never reaches a uuid column). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

/** Accepts any tag `toLocale` understands (es-es → es-mx) and stores the UI locale. */
export const localeSchema = text()
  .max(35)
  .transform((value, ctx) => {
    const locale = toLocale(value);
    if (!locale) {
      ctx.addIssue({ code: 'custom', message: 'profile.invalidLocale' });
      return z.NEVER;
    }
    return locale;
  });

export const updateProfileSchema = z
  .object({ displayName: fullNameSchema.optional(), locale: localeSchema.optional() })
  .refine((v) => v.displayName !== undefined || v.locale !== undefined, { message: 'profile.nothingToUpdate' });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export type NamedRef = { id: string; name: string };

export type ProfileDto = {
  id: string;
  uid: string;
  role: Role | null;
  /** Workspace id → role in that workspace. */
  roles: Record<string, Role>;
  organization: string;
  organizationName: string;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
  /** Null for employee-ID and shared accounts: their synthetic address is not an email anyone reads. */
  email: string | null;
  employeeId: string | null;
  /** Workspace groups of the workspaces the user belongs to. */
  groups: NamedRef[];
  teams: NamedRef[];
  locale: Locale | null;
  avatarUrl: string | null;
  shared: boolean;
  passwordless: boolean;
  disabled: boolean;
  createdAt: string;
  isFreeTrialAdmin: boolean;
  lastInteraction: string | null;
  organizationInfo: { id: string; planType: string; generation: string | null; defaultGroup: string | null };
  canChangeName: boolean;
  canChangePassword: boolean;
  isSso: boolean;
  hasPendingMandatoryConsent: boolean;
};

export type PublicWorkspaceDto = NamedRef & { color: string; private: boolean; groupName: string; role: Role };

export type PublicProfileDto = {
  id: string;
  displayName: string;
  role: Role | null;
  avatarUrl: string | null;
  teams: NamedRef[];
  workspaces: PublicWorkspaceDto[];
  memberSince: string;
};
