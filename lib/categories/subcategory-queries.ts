import 'server-only';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { categories, subcategories } from '@/db/schema';
import { escapeLike } from './queries';
import type { ListOrder } from './schema';

type OrgRef = { orgId: string };
type SubcategoryRef = OrgRef & { subcategoryId: string };
export type SubcategoryRow = typeof subcategories.$inferSelect;

type Filter = OrgRef & { categoryIds?: string[]; keyword?: string };

function conditions({ orgId, categoryIds, keyword }: Filter) {
  const where: SQL[] = [eq(subcategories.organizationId, orgId)];
  if (categoryIds) where.push(inArray(subcategories.categoryId, categoryIds));
  if (keyword) where.push(ilike(subcategories.name, `%${escapeLike(keyword)}%`));
  return and(...where);
}

function ordering({ orderBy, order }: ListOrder) {
  const dir = order === 'desc' ? desc : asc;
  if (orderBy === 'priority') return [dir(subcategories.priority), dir(subcategories.createdAt), dir(subcategories.id)];
  return [dir(orderBy === 'name' ? sql`lower(${subcategories.name})` : subcategories.createdAt), asc(subcategories.id)];
}

// Across several categories the manual order follows the categories' own order first.
function listOrdering(params: ListOrder) {
  if (params.orderBy !== 'priority') return ordering(params);
  const dir = params.order === 'desc' ? desc : asc;
  return [dir(categories.priority), dir(categories.createdAt), dir(categories.id), ...ordering(params)];
}

/** Manual order within a category: priority, then age (the order the reorder operation numbers). */
const manualOrder = ordering({ orderBy: 'priority', order: 'asc' });

export function listSubcategoryRows(db: Db, params: Filter & ListOrder & { limit?: number; offset?: number }): Promise<SubcategoryRow[]> {
  const query = db
    .select(getTableColumns(subcategories))
    .from(subcategories)
    .innerJoin(categories, and(eq(categories.id, subcategories.categoryId), eq(categories.organizationId, params.orgId)))
    .where(conditions(params))
    .orderBy(...listOrdering(params))
    .$dynamic();
  if (params.limit !== undefined) query.limit(params.limit).offset(params.offset ?? 0);
  return query;
}

export async function countSubcategories(db: Db, params: Filter) {
  const [row] = await db.select({ n: count() }).from(subcategories).where(conditions(params));
  return row?.n ?? 0;
}

export async function findSubcategoryRow(db: Db, { orgId, subcategoryId }: SubcategoryRef): Promise<SubcategoryRow | null> {
  const [row] = await db
    .select()
    .from(subcategories)
    .where(and(eq(subcategories.id, subcategoryId), eq(subcategories.organizationId, orgId)))
    .limit(1);
  return row ?? null;
}

/** Another sub-category of the same category with this name, compared case-insensitively. */
export async function findSubcategoryNamed(db: Db, { orgId, categoryId, name, exceptId }: OrgRef & { categoryId: string; name: string; exceptId?: string }) {
  const where = [
    eq(subcategories.organizationId, orgId),
    eq(subcategories.categoryId, categoryId),
    sql`lower(${subcategories.name}) = lower(${name})`,
  ];
  if (exceptId) where.push(ne(subcategories.id, exceptId));
  const [row] = await db.select({ id: subcategories.id }).from(subcategories).where(and(...where)).limit(1);
  return row ?? null;
}

/** New sub-categories go to the end of their category. */
export async function insertSubcategory(db: Db, { orgId, categoryId, name }: OrgRef & { categoryId: string; name: string }) {
  const [row] = await db
    .insert(subcategories)
    .values({
      organizationId: orgId,
      categoryId,
      name,
      priority: sql`(select coalesce(max(${subcategories.priority}) + 1, 0) from ${subcategories} where ${subcategories.organizationId} = ${orgId} and ${subcategories.categoryId} = ${categoryId})`,
    })
    .returning();
  return row;
}

export const updateSubcategoryName = (db: Db, { orgId, subcategoryId, name }: SubcategoryRef & { name: string }) =>
  db.update(subcategories).set({ name }).where(and(eq(subcategories.id, subcategoryId), eq(subcategories.organizationId, orgId)));

export const deleteSubcategoryRow = (db: Db, { orgId, subcategoryId }: SubcategoryRef) =>
  db.delete(subcategories).where(and(eq(subcategories.id, subcategoryId), eq(subcategories.organizationId, orgId)));

export const listSubcategoryOrder = (db: Db, { orgId, categoryId }: OrgRef & { categoryId: string }) =>
  db
    .select({ id: subcategories.id, priority: subcategories.priority })
    .from(subcategories)
    .where(and(eq(subcategories.organizationId, orgId), eq(subcategories.categoryId, categoryId)))
    .orderBy(...manualOrder);

export const setSubcategoryPriority = (db: Db, { orgId, subcategoryId, priority }: SubcategoryRef & { priority: number }) =>
  db.update(subcategories).set({ priority }).where(and(eq(subcategories.id, subcategoryId), eq(subcategories.organizationId, orgId)));
