import { getDb, type Db } from '@/db/client';
import { recordAudit } from '@/lib/audit/record';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { lockOrgNames } from '@/lib/teams/queries';
import { isUuid } from '@/lib/users/schema';
import { assertCanEditCategories, assertCanReadCategories, canEditCategories, getCategoryRowOrThrow } from './categories';
import { reorder } from './order';
import { toSubcategoryItem } from './present';
import { listCategoryRows } from './queries';
import type { CreateCategoryInput, SubcategoriesQuery, SubcategoryItem, UpdateCategoryInput } from './schema';
import {
  countSubcategories,
  deleteSubcategoryRow,
  findSubcategoryNamed,
  findSubcategoryRow,
  insertSubcategory,
  listSubcategoryOrder,
  listSubcategoryRows,
  setSubcategoryPriority,
  updateSubcategoryName,
  type SubcategoryRow,
} from './subcategory-queries';

type Caller = { session: SessionContext };
type SubcategoryCall = Caller & { subcategoryId: string };
type List = { items: SubcategoryItem[]; total: number };

async function getRowOrThrow(db: Db, session: SessionContext, subcategoryId: string): Promise<SubcategoryRow> {
  const row = isUuid(subcategoryId) ? await findSubcategoryRow(db, { orgId: session.org.id, subcategoryId }) : null;
  if (!row) throw new AppError('not_found');
  return row;
}

/** Every named category must be one of the organisation's; any other reads as unknown (404). */
async function assertOrgCategories(db: Db, session: SessionContext, categoryIds: string[]) {
  const rows = await listCategoryRows(db, { orgId: session.org.id, keyword: '', orderBy: 'priority', order: 'asc' });
  const known = new Set(rows.map((r) => r.id));
  const missing = categoryIds.filter((id) => !known.has(id));
  if (missing.length > 0) throw new AppError('not_found', 'errors.not_found', { categories: missing });
}

/**
 * GET /api/v1/subcategories and /api/v1/categories/{id}/subcategories – sub-categories, optionally
 * only of some categories (`categories`), ordered and paged like the category list.
 */
export async function listSubcategories({ session, query }: Caller & { query: SubcategoriesQuery }): Promise<List> {
  assertCanReadCategories(session);
  const db = await getDb();
  if (query.categories) await assertOrgCategories(db, session, query.categories);
  const filter = { orgId: session.org.id, categoryIds: query.categories, keyword: query.keyword };
  const paging = query.all ? {} : { limit: query.size, offset: (query.page - 1) * query.size };
  const [rows, total] = await Promise.all([
    listSubcategoryRows(db, { ...filter, orderBy: query.orderBy, order: query.order, ...paging }),
    countSubcategories(db, filter),
  ]);
  const canEdit = canEditCategories(session);
  return { items: rows.map((r) => toSubcategoryItem(r, canEdit)), total };
}

async function assertNameFree(db: Db, session: SessionContext, categoryId: string, name: string, exceptId?: string) {
  if (await findSubcategoryNamed(db, { orgId: session.org.id, categoryId, name, exceptId })) {
    throw new AppError('conflict', 'adminCategories.subcategoryNameTaken', { field: 'name' });
  }
}

// POST /api/v1/categories/{id}/subcategories – add a sub-category at the end of the category
export async function createSubcategory({ session, categoryId, name }: Caller & { categoryId: string } & CreateCategoryInput): Promise<SubcategoryItem> {
  assertCanEditCategories(session);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockOrgNames(tx, { orgId: session.org.id, kind: 'subcategory' });
    const category = await getCategoryRowOrThrow(tx, session, categoryId);
    await assertNameFree(tx, session, categoryId, name);
    const row = await insertSubcategory(tx, { orgId: session.org.id, categoryId, name });
    await recordAudit(tx, session, {
      action: 'subcategory.create',
      entityType: 'subcategory',
      entityId: row.id,
      entityName: name,
      after: { name, category: category.name },
    });
    return toSubcategoryItem(row, true);
  });
}

// PATCH /api/v1/categories/subcategories/{id} – rename and/or move within its category
export async function updateSubcategory({ session, subcategoryId, name, priority }: SubcategoryCall & UpdateCategoryInput): Promise<SubcategoryItem> {
  assertCanEditCategories(session);
  const db = await getDb();
  const orgId = session.org.id;
  return db.transaction(async (tx) => {
    await lockOrgNames(tx, { orgId, kind: 'subcategory' });
    const before = await getRowOrThrow(tx, session, subcategoryId);
    const audit = { entityType: 'subcategory' as const, entityId: subcategoryId };
    if (name !== undefined && name !== before.name) {
      await assertNameFree(tx, session, before.categoryId, name, subcategoryId);
      await updateSubcategoryName(tx, { orgId, subcategoryId, name });
      await recordAudit(tx, session, { ...audit, action: 'subcategory.rename', entityName: name, before: { name: before.name }, after: { name } });
    }
    if (priority !== undefined) {
      const rows = await listSubcategoryOrder(tx, { orgId, categoryId: before.categoryId });
      const set = (id: string, p: number) => setSubcategoryPriority(tx, { orgId, subcategoryId: id, priority: p });
      const moved = await reorder(rows, subcategoryId, priority, set);
      if (moved.from !== moved.to) {
        await recordAudit(tx, session, { ...audit, action: 'subcategory.reorder', entityName: name ?? before.name, before: { position: moved.from }, after: { position: moved.to } });
      }
    }
    return toSubcategoryItem((await findSubcategoryRow(tx, { orgId, subcategoryId }))!, true);
  });
}

// DELETE /api/v1/categories/subcategories/{id}?confirm=true – 409 unless confirmed
export async function deleteSubcategory({ session, subcategoryId, confirm }: SubcategoryCall & { confirm: boolean }): Promise<SubcategoryItem> {
  assertCanEditCategories(session);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await getRowOrThrow(tx, session, subcategoryId);
    if (!confirm) throw new AppError('conflict', 'adminCategories.confirmDeleteSubcategory', { name: row.name });
    await deleteSubcategoryRow(tx, { orgId: session.org.id, subcategoryId });
    await recordAudit(tx, session, {
      action: 'subcategory.delete',
      entityType: 'subcategory',
      entityId: subcategoryId,
      entityName: row.name,
      before: { name: row.name, categoryId: row.categoryId },
    });
    return toSubcategoryItem(row, true);
  });
}
