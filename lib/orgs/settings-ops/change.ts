import { getDb, type Db } from '@/db/client';
import type { AuditAction } from '@/lib/audit/actions';
import { recordAudit } from '@/lib/audit/record';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { updateOrgSettings, type OrgSettingsPatch } from '@/lib/orgs/queries';
import type { OrgSettings } from '@/lib/orgs/settings';
import { invalidateAllPublicWorkflows } from '@/lib/player/public-cache-store';
import { findOrgForSettings, type OrgSettingsRow } from './queries';

type Json = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The values of `source` at the paths `shape` has (nested keys; arrays and scalars are leaves),
 * so the audit entry shows exactly the settings the form sent, before and after.
 */
export function pickLike(source: unknown, shape: unknown): unknown {
  if (!isPlainObject(shape) || !isPlainObject(source)) return source;
  return Object.fromEntries(
    Object.entries(shape)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, pickLike(source[key], value)]),
  );
}

export type SettingsChange = {
  session: SessionContext;
  /** Audit action, e.g. 'settings.permissions.update'. */
  action: AuditAction;
  patch: OrgSettingsPatch;
  /**
   * Rules that need the stored state (plan flags, whether a master password exists). It runs
   * after the write inside the transaction, so a refusal it throws leaves nothing changed.
   */
  check?: (before: OrgSettingsRow, after: OrgSettings) => void;
};

/**
 * One settings change: the organisation row locked, the patch merged and validated
 * (updateOrgSettings), the rules checked and an audit entry with before/after written, all in one
 * transaction. Saving unchanged values writes no audit entry. Settings are read per request, so
 * the result applies to everyone's next request — the public pages' cache is dropped after the
 * commit (public sharing switched off must close /p at once; a drop before the commit could be
 * refilled from the old row).
 */
export async function changeOrgSettings({ session, action, patch, check }: SettingsChange, db?: Db): Promise<OrgSettings> {
  db ??= await getDb();
  const settings = await db.transaction(async (tx) => {
    const row = await findOrgForSettings(tx, { orgId: session.org.id, lock: true });
    if (!row) throw new AppError('not_found');
    const next = await updateOrgSettings(tx, { orgId: row.id, patch });
    if (!next) throw new AppError('not_found');
    check?.(row, next);
    const before = pickLike(row.settings, patch);
    const after = pickLike(next, patch);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordAudit(tx, session, { action, entityType: 'organization', entityId: row.id, entityName: row.name, before, after });
    }
    return next;
  });
  await invalidateAllPublicWorkflows();
  return settings;
}
