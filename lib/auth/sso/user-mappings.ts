import type { Db } from '@/db/client';
import type { Organization, User } from '@/db/schema';
import { recordAuditBy } from '@/lib/audit/record';
import { toLocale } from '@/lib/i18n/config';
import { parseOrgSettings } from '@/lib/orgs/settings';
import { USER_MAPPING_FIELDS } from '@/lib/orgs/settings-ops/sso-schema';
import { adminNameSchema, employeeIdSchema } from '@/lib/users/admin/schema';
import { findEmployeeIdHolder, updateMappedProfile } from './queries';

export type SsoClaims = Record<string, unknown>;
type MappingField = (typeof USER_MAPPING_FIELDS)[number];
export type MappedProfile = Partial<Pick<User, MappingField>>;

/**
 * A claim's value as text. The name is looked up as it is first (claims such as
 * "https://example.com/employee_id" contain dots), then as a dotted path into nested objects
 * ("address.locality"); a list gives its first entry, a number its digits.
 */
export function readClaim(claims: SsoClaims, name: string): string | null {
  let value: unknown = claims[name];
  if (value === undefined && name.includes('.')) {
    value = name.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as SsoClaims)[key] : undefined), claims);
  }
  if (Array.isArray(value)) value = value[0];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** Each field's own rule; a value that breaks it is left out rather than stored or refused. */
const RULES: Record<MappingField, (value: string) => string | null> = {
  displayName: (v) => adminNameSchema.safeParse(v).data ?? null,
  firstName: (v) => adminNameSchema.safeParse(v).data ?? null,
  lastName: (v) => adminNameSchema.safeParse(v).data ?? null,
  employeeId: (v) => employeeIdSchema.safeParse(v).data ?? null,
  locale: (v) => toLocale(v),
};

/**
 * The profile fields the organisation's mappings ("field = claim") fill from this sign-in's
 * claims. Fields whose claim is missing or invalid are absent, so the stored value stays.
 */
export function mappedProfile(mappings: Record<string, string>, claims: SsoClaims): MappedProfile {
  const profile: MappedProfile = {};
  for (const field of USER_MAPPING_FIELDS) {
    const claim = mappings[field];
    const raw = claim ? readClaim(claims, claim) : null;
    const value = raw === null ? null : RULES[field](raw);
    if (value !== null) profile[field] = value;
  }
  return profile;
}

/** The audit action of a profile an SSO sign-in changed. */
export const SSO_PROFILE_AUDIT_ACTION = 'user.ssoProfile.update';

/**
 * Applies the organisation's SSO profile mappings on sign-in: the identity provider is the source
 * of truth for the mapped fields, so each sign-in brings them up to date. An employee ID another
 * member of the organisation already holds is not copied (it identifies one person). What changed
 * goes to the audit log (old and new value of each field, by the person signing in), in the same
 * transaction; a sign-in that changes nothing writes nothing.
 */
export async function applyUserMappings(db: Db, { user, org, claims }: { user: User; org: Organization; claims: SsoClaims }): Promise<User> {
  const { userMappings } = parseOrgSettings(org.settings);
  const profile = mappedProfile(userMappings, claims);
  const changed: MappedProfile = {};
  for (const [field, value] of Object.entries(profile) as [MappingField, string][]) {
    if (user[field] !== value) changed[field] = value;
  }
  if (changed.employeeId) {
    const holder = await findEmployeeIdHolder(db, { orgId: org.id, employeeId: changed.employeeId, exceptUserId: user.id });
    if (holder) delete changed.employeeId;
  }
  const fields = Object.keys(changed) as MappingField[];
  if (fields.length === 0) return user;
  return db.transaction(async (tx) => {
    const updated = (await updateMappedProfile(tx, { orgId: org.id, userId: user.id, patch: changed })) ?? user;
    await recordAuditBy(tx, { orgId: org.id, id: user.id, name: updated.displayName || updated.email }, {
      action: SSO_PROFILE_AUDIT_ACTION,
      entityType: 'user',
      entityId: user.id,
      entityName: updated.displayName,
      before: Object.fromEntries(fields.map((field) => [field, user[field]])),
      after: changed,
    });
    return updated;
  });
}
