import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { organizations } from '@/db/schema';
import { orgSettingsSchema, parseOrgSettings, type OrgSettings } from './settings';

type OrgRef = { orgId: string };

/** Nested objects may be given in part; arrays, records of strings and scalars are given whole. */
export type OrgSettingsPatch = {
  [K in keyof OrgSettings]?: OrgSettings[K] extends unknown[] | Record<string, string> ? OrgSettings[K] : DeepPartial<OrgSettings[K]>;
};
type DeepPartial<T> = T extends unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

type Json = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Merges key by key into objects and replaces everything else. It merges into the stored JSON,
 * not the parsed settings, so keys the admin never set keep following the defaults in settings.ts.
 */
function mergeSettings(stored: Json, patch: Json): Json {
  const merged: Json = { ...stored };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    merged[key] = isPlainObject(value) && isPlainObject(stored[key]) ? mergeSettings(stored[key], value) : value;
  }
  return merged;
}

/** The organisation's settings with every default filled in; null for an unknown organisation. */
export async function getOrgSettings(db: Db, { orgId }: OrgRef): Promise<OrgSettings | null> {
  const [row] = await db
    .select({ settings: organizations.settings })
    .from(organizations)
    .where(eq(organizations.id, orgId))
    .limit(1);
  return row ? parseOrgSettings(row.settings) : null;
}

/**
 * Applies a partial change to the settings and returns the result, or null for an unknown
 * organisation. The row is locked while it is read, merged and written, so two admins saving
 * different settings at once cannot undo each other's change. The merged whole is validated
 * (a ZodError is answered 422), and settings are read per request, so it applies at once.
 * Inside a caller's transaction this becomes a savepoint.
 */
export function updateOrgSettings(db: Db, { orgId, patch }: OrgRef & { patch: OrgSettingsPatch }): Promise<OrgSettings | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ settings: organizations.settings })
      .from(organizations)
      .where(eq(organizations.id, orgId))
      .for('update');
    if (!row) return null;
    const stored = isPlainObject(row.settings) ? row.settings : {};
    const merged = mergeSettings(stored, patch as Json);
    const settings = orgSettingsSchema.parse(merged);
    await tx.update(organizations).set({ settings: merged }).where(eq(organizations.id, orgId));
    return settings;
  });
}
