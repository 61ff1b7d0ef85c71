import type { Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { insertPlannedUsers, inviteNewUsers } from './create-users';
import type { UserPlan } from './plan';
import { findForeignSsoEmails, SSO_DOMAIN_TAKEN } from './invite-privacy';
import { findEmailOwners } from './queries';
import type { ImportProgress, ImportReport, ImportRowResult, ImportStatus } from './schema';
import { logError } from '@/lib/http/log';

/** A row of an import or bulk invitation: its result so far, and the user to create if it is still good. */
export type PlannedRow = { result: ImportRowResult; plan: UserPlan | null };

export const CHUNK_SIZE = 100;

export function settle(row: PlannedRow, status: ImportStatus, messageKey: string) {
  row.result.status = status;
  row.result.messageKey = messageKey;
  row.plan = null;
}

/**
 * Second pass over valid rows: a repeat of an earlier row is skipped, an account that already
 * exists here is skipped, an address another organisation uses is an error.
 */
export async function settleExisting(db: Db, session: SessionContext, rows: PlannedRow[]) {
  const seen = new Set<string>();
  for (const row of rows) {
    if (!row.plan) continue;
    if (seen.has(row.plan.email)) settle(row, 'skipped', 'adminUsers.import.duplicateRow');
    else seen.add(row.plan.email);
  }
  const owners = await findEmailOwners(db, [...seen]);
  const foreignSso = await findForeignSsoEmails(db, session, [...seen].filter((e) => rows.some((r) => r.plan?.email === e && r.plan.invite)));
  for (const row of rows) {
    if (!row.plan) continue;
    if (row.plan.invite && foreignSso.has(row.plan.email)) {
      settle(row, 'error', SSO_DOMAIN_TAKEN);
      continue;
    }
    const owner = owners.get(row.plan.email);
    if (!owner) continue;
    if (owner === session.org.id) settle(row, 'skipped', 'adminUsers.import.exists');
    // Reported as invited, like a new address, so the report does not tell who has an account elsewhere.
    else if (row.plan.invite) settleAsInvited(row);
    else settle(row, 'error', 'adminUsers.employeeIdInUse');
  }
}

function settleAsInvited(row: PlannedRow) {
  row.result.status = 'invited';
  row.result.messageKey = 'adminUsers.import.invited';
  row.plan = null;
}

// May return a promise: the import stream waits on it so each progress line leaves before the next chunk.
type Progress = (p: ImportProgress) => void | Promise<void>;

/**
 * Creates the still-planned rows in transactions of CHUNK_SIZE (so thousands of rows neither hold
 * one long transaction nor pay one per row), then sends the invitations. A chunk that fails is
 * reported as failed rows; the others keep their users.
 */
export async function runPlannedRows(db: Db, session: SessionContext, rows: PlannedRow[], onProgress: Progress = () => {}): Promise<ImportReport> {
  const planned = rows.filter((r) => r.plan);
  const userIds = new Map<PlannedRow, string>();
  onProgress({ type: 'progress', phase: 'create', done: 0, total: planned.length });
  for (let i = 0; i < planned.length; i += CHUNK_SIZE) {
    const chunk = planned.slice(i, i + CHUNK_SIZE);
    try {
      const ids = await db.transaction((tx) => insertPlannedUsers(tx, session, chunk.map((r) => r.plan!)));
      for (const row of chunk) {
        const id = ids.get(row.plan!.email);
        if (!id) settle(row, 'skipped', 'adminUsers.import.exists');
        else {
          userIds.set(row, id);
          row.result.status = row.plan!.invite ? 'invited' : 'created';
          row.result.messageKey = row.plan!.invite ? 'adminUsers.import.invited' : 'adminUsers.import.created';
        }
      }
    } catch (error) {
      logError('users', 'import chunk failed', error);
      for (const row of chunk) settle(row, 'error', 'errors.internal');
    }
    await onProgress({ type: 'progress', phase: 'create', done: Math.min(i + CHUNK_SIZE, planned.length), total: planned.length });
  }

  const invited = planned.filter((r) => r.result.status === 'invited');
  let sent = 0;
  onProgress({ type: 'progress', phase: 'invite', done: 0, total: invited.length });
  const failed = await inviteNewUsers(db, session, invited.map((r) => userIds.get(r)!), async () => {
    sent += 1;
    if (sent % 25 === 0 || sent === invited.length) await onProgress({ type: 'progress', phase: 'invite', done: sent, total: invited.length });
  });
  for (const row of invited) {
    // The account exists; only the email failed. The list offers to resend it.
    if (failed.has(userIds.get(row)!)) {
      row.result.status = 'created';
      row.result.messageKey = 'adminUsers.import.inviteFailed';
    }
  }
  return reportOf(rows);
}

export function reportOf(rows: PlannedRow[]): ImportReport {
  const summary: ImportReport['summary'] = { created: 0, invited: 0, skipped: 0, error: 0 };
  for (const r of rows) summary[r.result.status] += 1;
  return { items: rows.map((r) => r.result), total: rows.length, summary };
}
