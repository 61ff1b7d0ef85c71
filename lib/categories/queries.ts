import 'server-only';
import { and, asc, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { categories } from '@/db/schema';
import type { ListOrder } from './schema';

type OrgRef = { orgId: string };
type CategoryRef = OrgRef & { categoryId: string };

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// Spelled out in full: inside a select Drizzle leaves column names unqualified, which the subquery would misread.
const subcategoriesCount = sql<number>`(select count(*)::int from subcategories s where s.category_id = "categories"."id" and s.organization_id = "categories"."organization_id")`;

const columns = {
  id: categories.id,
  name: categories.name,
  priority: categories.priority,
  createdAt: categories.createdAt,
  subcategoriesCount,
};
export type CategoryRow = { id: string; name: string; priority: number; createdAt: Date; subcategoriesCount: number };

function conditions({ orgId, keyword }: OrgRef & { keyword: string }) {
  const where: SQL[] = [eq(categories.organizationId, orgId)];
  if (keyword) where.push(ilike(categories.name, `%${escapeLike(keyword)}%`));
  return and(...where);
}

function ordering({ orderBy, order }: ListOrder) {
  const dir = order === 'desc' ? desc : asc;
  if (orderBy === 'priority') return [dir(categories.priority), dir(categories.createdAt), dir(categories.id)];
  return [dir(orderBy === 'name' ? sql`lower(${categories.name})` : categories.createdAt), asc(categories.id)];
}

/** Manual order is priority, then age: the order the reorder operation numbers. */
const manualOrder = ordering({ orderBy: 'priority', order: 'asc' });

type ListCategories = OrgRef & ListOrder & { keyword: string; limit?: number; offset?: number };

export function listCategoryRows(db: Db, params: ListCategories): Promise<CategoryRow[]> {
  const query = db.select(columns).from(categories).where(conditions(params)).orderBy(...ordering(params)).$dynamic();
  if (params.limit !== undefined) query.limit(params.limit).offset(params.offset ?? 0);
  return query;
}

export async function countCategories(db: Db, params: OrgRef & { keyword: string }) {
  const [row] = await db.select({ n: count() }).from(categories).where(conditions(params));
  return row?.n ?? 0;
}

export async function findCategoryRow(db: Db, { orgId, categoryId }: CategoryRef): Promise<CategoryRow | null> {
  const [row] = await db
    .select(columns)
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.organizationId, orgId)))
    .limit(1);
  return row ?? null;
}

/** Another category of the organisation with this name, compared case-insensitively. */
export async function findCategoryNamed(db: Db, { orgId, name, exceptId }: OrgRef & { name: string; exceptId?: string }) {
  const where = [eq(categories.organizationId, orgId), sql`lower(${categories.name}) = lower(${name})`];
  if (exceptId) where.push(ne(categories.id, exceptId));
  const [row] = await db.select({ id: categories.id }).from(categories).where(and(...where)).limit(1);
  return row ?? null;
}

/** New categories go to the end of the manual order. */
export async function insertCategory(db: Db, { orgId, name }: OrgRef & { name: string }) {
  const [row] = await db
    .insert(categories)
    .values({
      organizationId: orgId,
      name,
      priority: sql`(select coalesce(max(${categories.priority}) + 1, 0) from ${categories} where ${categories.organizationId} = ${orgId})`,
    })
    .returning({ id: categories.id });
  return row.id;
}

export const updateCategoryName = (db: Db, { orgId, categoryId, name }: CategoryRef & { name: string }) =>
  db.update(categories).set({ name }).where(and(eq(categories.id, categoryId), eq(categories.organizationId, orgId)));

// Sub-categories go with their category (ON DELETE CASCADE).
export const deleteCategoryRow = (db: Db, { orgId, categoryId }: CategoryRef) =>
  db.delete(categories).where(and(eq(categories.id, categoryId), eq(categories.organizationId, orgId)));

export const listCategoryOrder = (db: Db, { orgId }: OrgRef) =>
  db
    .select({ id: categories.id, priority: categories.priority })
    .from(categories)
    .where(eq(categories.organizationId, orgId))
    .orderBy(...manualOrder);

export const setCategoryPriority = (db: Db, { orgId, categoryId, priority }: CategoryRef & { priority: number }) =>
  db.update(categories).set({ priority }).where(and(eq(categories.id, categoryId), eq(categories.organizationId, orgId)));
