import { getDb, type Db } from '@/db/client';
import { recordAudit } from '@/lib/audit/record';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { lockOrgNames } from '@/lib/teams/queries';
import { isUuid } from '@/lib/users/schema';
import { reorder } from './order';
import { toCategoryItem, toSubcategoryItem } from './present';
import {
  countCategories,
  deleteCategoryRow,
  findCategoryNamed,
  findCategoryRow,
  insertCategory,
  listCategoryOrder,
  listCategoryRows,
  setCategoryPriority,
  updateCategoryName,
  type CategoryRow,
} from './queries';
import type { CategoriesQuery, CategoryItem, CategoryWithItems, CreateCategoryInput, UpdateCategoryInput } from './schema';
import { listSubcategoryRows } from './subcategory-queries';


type Caller = { session: SessionContext };
type CategoryCall = Caller & { categoryId: string };

/** Everyone reads categories (spec §6: categories is true for all); org admins change them (categoriesCreation). */
export const canEditCategories = (session: SessionContext) => session.access.categoriesCreation;

export function assertCanReadCategories(session: SessionContext) {
  if (!session.access.categories) throw new AppError('forbidden');
}

export function assertCanEditCategories(session: SessionContext) {
  if (!canEditCategories(session)) throw new AppError('forbidden');
}

/** The category of the caller's organisation, or 404 (another organisation's reads as unknown). */
export async function getCategoryRowOrThrow(db: Db, session: SessionContext, categoryId: string): Promise<CategoryRow> {
  const row = isUuid(categoryId) ? await findCategoryRow(db, { orgId: session.org.id, categoryId }) : null;
  if (!row) throw new AppError('not_found');
  return row;
}

// GET /api/v1/categories – the organisation's categories with sub-category counts
export async function listCategories({ session, query }: Caller & { query: CategoriesQuery }): Promise<{ items: CategoryItem[]; total: number }> {
  assertCanReadCategories(session);
  const db = await getDb();
  const filter = { orgId: session.org.id, keyword: query.keyword };
  const paging = query.all ? {} : { limit: query.size, offset: (query.page - 1) * query.size };
  const [rows, total] = await Promise.all([
    listCategoryRows(db, { ...filter, orderBy: query.orderBy, order: query.order, ...paging }),
    countCategories(db, filter),
  ]);
  const canEdit = canEditCategories(session);
  return { items: rows.map((r) => toCategoryItem(r, canEdit)), total };
}

// GET /api/v1/categories/{id} – the category with its sub-categories in order
export async function getCategory({ session, categoryId }: CategoryCall): Promise<CategoryWithItems> {
  assertCanReadCategories(session);
  const db = await getDb();
  const row = await getCategoryRowOrThrow(db, session, categoryId);
  const subs = await listSubcategoryRows(db, { orgId: session.org.id, categoryIds: [categoryId], orderBy: 'priority', order: 'asc' });
  const canEdit = canEditCategories(session);
  return { ...toCategoryItem(row, canEdit), items: subs.map((s) => toSubcategoryItem(s, canEdit)) };
}

async function assertNameFree(db: Db, session: SessionContext, name: string, exceptId?: string) {
  if (await findCategoryNamed(db, { orgId: session.org.id, name, exceptId })) {
    throw new AppError('conflict', 'adminCategories.nameTaken', { field: 'name' });
  }
}

export async function createCategory({ session, name }: Caller & CreateCategoryInput): Promise<CategoryItem> {
  assertCanEditCategories(session);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockOrgNames(tx, { orgId: session.org.id, kind: 'category' });
    await assertNameFree(tx, session, name);
    const id = await insertCategory(tx, { orgId: session.org.id, name });
    await recordAudit(tx, session, { action: 'category.create', entityType: 'category', entityId: id, entityName: name, after: { name } });
    return toCategoryItem((await findCategoryRow(tx, { orgId: session.org.id, categoryId: id }))!, true);
  });
}

/** Renames and/or moves a category (`priority` is the position to move to). */
export async function updateCategory({ session, categoryId, name, priority }: CategoryCall & UpdateCategoryInput): Promise<CategoryItem> {
  assertCanEditCategories(session);
  const db = await getDb();
  const orgId = session.org.id;
  return db.transaction(async (tx) => {
    await lockOrgNames(tx, { orgId, kind: 'category' });
    const before = await getCategoryRowOrThrow(tx, session, categoryId);
    const audit = { entityType: 'category' as const, entityId: categoryId };
    if (name !== undefined && name !== before.name) {
      await assertNameFree(tx, session, name, categoryId);
      await updateCategoryName(tx, { orgId, categoryId, name });
      await recordAudit(tx, session, { ...audit, action: 'category.rename', entityName: name, before: { name: before.name }, after: { name } });
    }
    if (priority !== undefined) {
      const rows = await listCategoryOrder(tx, { orgId });
      const moved = await reorder(rows, categoryId, priority, (id, p) => setCategoryPriority(tx, { orgId, categoryId: id, priority: p }));
      if (moved.from !== moved.to) {
        await recordAudit(tx, session, { ...audit, action: 'category.reorder', entityName: name ?? before.name, before: { position: moved.from }, after: { position: moved.to } });
      }
    }
    return toCategoryItem((await findCategoryRow(tx, { orgId, categoryId }))!, true);
  });
}

/**
 * Deletes a category with its sub-categories. Without `confirm` nothing happens: the answer is
 * 409 with how many sub-categories would go with it.
 */
export async function deleteCategory({ session, categoryId, confirm }: CategoryCall & { confirm: boolean }): Promise<CategoryItem> {
  assertCanEditCategories(session);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await getCategoryRowOrThrow(tx, session, categoryId);
    const dependents = { subcategories: Number(row.subcategoriesCount) };
    if (!confirm) throw new AppError('conflict', 'adminCategories.confirmDelete', { name: row.name, ...dependents });
    await deleteCategoryRow(tx, { orgId: session.org.id, categoryId });
    await recordAudit(tx, session, {
      action: 'category.delete',
      entityType: 'category',
      entityId: categoryId,
      entityName: row.name,
      before: { name: row.name, ...dependents },
    });
    return toCategoryItem(row, true);
  });
}
