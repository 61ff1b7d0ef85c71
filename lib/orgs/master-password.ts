import { getDb, type Db } from '@/db/client';
import { findLatestAuditEntry } from '@/lib/audit/queries';
import { recordAudit } from '@/lib/audit/record';
import { hashPassword } from '@/lib/auth/password';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { assertSettingsAccess } from './settings-ops/guard';
import { findOrgForSettings, setMasterPasswordHash } from './settings-ops/queries';
import type { MasterPasswordInput, MasterPasswordStatus } from './settings-ops/schema';

const RESET_ACTION = 'settings.masterPassword.reset';
const MASK = '••••••••';

/**
 * GET /api/v1/auth/employeeIdMP: whether the organisation has a master password, whether
 * passwordless employees sign in with it, and who set it when (from the audit log, which keeps
 * the who and when without a column of its own). The password and its hash never leave here.
 */
export async function getMasterPasswordStatus({ session }: { session: SessionContext }, db?: Db): Promise<MasterPasswordStatus> {
  assertSettingsAccess(session, 'masterPassword');
  db ??= await getDb();
  const row = await findOrgForSettings(db, { orgId: session.org.id });
  if (!row) throw new AppError('not_found');
  const last = row.employeeIdMpHash ? await findLatestAuditEntry(db, { orgId: row.id, action: RESET_ACTION }) : null;
  return {
    isSet: !!row.employeeIdMpHash,
    masked: row.employeeIdMpHash ? MASK : null,
    enabled: row.settings.employeeIdMPEnabled,
    updatedAt: last?.createdAt.toISOString() ?? null,
    updatedBy: last?.actorName ?? null,
  };
}

/**
 * POST /api/v1/auth/reset-employeeIdMP: sets or replaces the organisation's master password
 * (spec §5 password rules, argon2id). Employees signed in keep their sessions; the new password
 * applies from their next sign-in.
 */
export async function resetMasterPassword(
  { session, input }: { session: SessionContext; input: MasterPasswordInput },
  db?: Db,
): Promise<MasterPasswordStatus> {
  assertSettingsAccess(session, 'masterPassword');
  db ??= await getDb();
  const hash = await hashPassword(input.employeeIdMP);
  await db.transaction(async (tx) => {
    const row = await findOrgForSettings(tx, { orgId: session.org.id, lock: true });
    if (!row) throw new AppError('not_found');
    await setMasterPasswordHash(tx, { orgId: row.id, hash });
    await recordAudit(tx, session, {
      action: RESET_ACTION,
      entityType: 'organization',
      entityId: row.id,
      entityName: row.name,
      // Keys naming a password are redacted by recordAudit, so the entry says "status".
      before: { status: row.employeeIdMpHash ? 'set' : 'none' },
      after: { status: row.employeeIdMpHash ? 'replaced' : 'set' },
    });
  });
  return getMasterPasswordStatus({ session }, db);
}
