import { getDb, type Db } from '@/db/client';
import { recordAudit } from '@/lib/audit/record';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { lockOrgNames } from '@/lib/teams/queries';
import { isUuid } from '@/lib/users/schema';
import {
  countBusinesses,
  deleteBusinessRow,
  findBusinessNamed,
  findBusinessRow,
  insertBusiness,
  listBusinessRows,
  updateBusinessName,
  type BusinessRow,
} from './queries';
import type { BusinessInput, BusinessItem, BusinessQuery } from './schema';

type Caller = { session: SessionContext };
type BusinessCall = Caller & { businessId: string };

/** Business units are the organisation's own structure: org admins only. */
function assertOrgAdmin(session: SessionContext) {
  if (!session.access.isOrgAdmin) throw new AppError('forbidden');
}

const toItem = (row: BusinessRow): BusinessItem => ({ id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), canEdit: true });

async function getRowOrThrow(db: Db, session: SessionContext, businessId: string) {
  const row = isUuid(businessId) ? await findBusinessRow(db, { orgId: session.org.id, businessId }) : null;
  if (!row) throw new AppError('not_found');
  return row;
}

async function assertNameFree(db: Db, session: SessionContext, name: string, exceptId?: string) {
  await lockOrgNames(db, { orgId: session.org.id, kind: 'business' });
  if (await findBusinessNamed(db, { orgId: session.org.id, name, exceptId })) {
    throw new AppError('conflict', 'adminBusiness.nameTaken', { field: 'name' });
  }
}

// GET /api/v1/business – the organisation's business units
export async function listBusinesses({ session, query }: Caller & { query: BusinessQuery }): Promise<{ items: BusinessItem[]; total: number }> {
  assertOrgAdmin(session);
  const db = await getDb();
  const filter = { orgId: session.org.id, keyword: query.keyword };
  const paging = query.all ? {} : { limit: query.size, offset: (query.page - 1) * query.size };
  const [rows, total] = await Promise.all([
    listBusinessRows(db, { ...filter, orderBy: query.orderBy, order: query.order, ...paging }),
    countBusinesses(db, filter),
  ]);
  return { items: rows.map(toItem), total };
}

// GET /api/v1/business/{id}
export async function getBusiness({ session, businessId }: BusinessCall): Promise<BusinessItem> {
  assertOrgAdmin(session);
  return toItem(await getRowOrThrow(await getDb(), session, businessId));
}

export async function createBusiness({ session, name }: Caller & BusinessInput): Promise<BusinessItem> {
  assertOrgAdmin(session);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await assertNameFree(tx, session, name);
    const row = await insertBusiness(tx, { orgId: session.org.id, name });
    await recordAudit(tx, session, { action: 'business.create', entityType: 'business', entityId: row.id, entityName: name, after: { name } });
    return toItem(row);
  });
}

export async function renameBusiness({ session, businessId, name }: BusinessCall & BusinessInput): Promise<BusinessItem> {
  assertOrgAdmin(session);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await getRowOrThrow(tx, session, businessId);
    if (before.name !== name) {
      await assertNameFree(tx, session, name, businessId);
      await updateBusinessName(tx, { orgId: session.org.id, businessId, name });
      await recordAudit(tx, session, {
        action: 'business.rename',
        entityType: 'business',
        entityId: businessId,
        entityName: name,
        before: { name: before.name },
        after: { name },
      });
    }
    return toItem({ ...before, name });
  });
}

/** Deletes a business unit; without `confirm` the answer is 409 and nothing changes. */
export async function deleteBusiness({ session, businessId, confirm }: BusinessCall & { confirm: boolean }): Promise<BusinessItem> {
  assertOrgAdmin(session);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await getRowOrThrow(tx, session, businessId);
    if (!confirm) throw new AppError('conflict', 'adminBusiness.confirmDelete', { name: row.name });
    await deleteBusinessRow(tx, { orgId: session.org.id, businessId });
    await recordAudit(tx, session, { action: 'business.delete', entityType: 'business', entityId: businessId, entityName: row.name, before: { name: row.name } });
    return toItem(row);
  });
}
