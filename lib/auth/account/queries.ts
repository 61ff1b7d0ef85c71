import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { users } from '@/db/schema';

/** A password set through an emailed link also completes a pending invitation. */
export const setUserCredentials = (
  db: Db,
  { orgId, userId, passwordHash, displayName }: { orgId: string; userId: string; passwordHash: string; displayName?: string },
) =>
  db
    .update(users)
    .set({ passwordHash, invitationStatus: null, ...(displayName !== undefined ? { displayName } : {}) })
    .where(and(eq(users.id, userId), eq(users.organizationId, orgId)));

export const setInvitationStatus = (
  db: Db,
  { orgId, userId, status, invitedAt }: { orgId: string; userId: string; status: string | null; invitedAt?: Date },
) =>
  db
    .update(users)
    .set({ invitationStatus: status, ...(invitedAt ? { invitedAt } : {}) })
    .where(and(eq(users.id, userId), eq(users.organizationId, orgId)));
