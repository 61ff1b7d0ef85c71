import 'server-only';
import { and, asc, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { businesses } from '@/db/schema';

type OrgRef = { orgId: string };
type BusinessRef = OrgRef & { businessId: string };
export type BusinessRow = typeof businesses.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions({ orgId, keyword }: OrgRef & { keyword: string }) {
  const where: SQL[] = [eq(businesses.organizationId, orgId)];
  if (keyword) where.push(ilike(businesses.name, `%${escapeLike(keyword)}%`));
  return and(...where);
}

type ListBusinesses = OrgRef & { keyword: string; orderBy: 'name' | 'createdAt'; order: 'asc' | 'desc'; limit?: number; offset?: number };

export function listBusinessRows(db: Db, params: ListBusinesses): Promise<BusinessRow[]> {
  const dir = params.order === 'desc' ? desc : asc;
  const key = params.orderBy === 'createdAt' ? businesses.createdAt : sql`lower(${businesses.name})`;
  const query = db.select().from(businesses).where(conditions(params)).orderBy(dir(key), asc(businesses.id)).$dynamic();
  if (params.limit !== undefined) query.limit(params.limit).offset(params.offset ?? 0);
  return query;
}

export async function countBusinesses(db: Db, params: OrgRef & { keyword: string }) {
  const [row] = await db.select({ n: count() }).from(businesses).where(conditions(params));
  return row?.n ?? 0;
}

export async function findBusinessRow(db: Db, { orgId, businessId }: BusinessRef): Promise<BusinessRow | null> {
  const [row] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.organizationId, orgId)))
    .limit(1);
  return row ?? null;
}

/** Another business unit of the organisation with this name, compared case-insensitively. */
export async function findBusinessNamed(db: Db, { orgId, name, exceptId }: OrgRef & { name: string; exceptId?: string }) {
  const where = [eq(businesses.organizationId, orgId), sql`lower(${businesses.name}) = lower(${name})`];
  if (exceptId) where.push(ne(businesses.id, exceptId));
  const [row] = await db.select({ id: businesses.id }).from(businesses).where(and(...where)).limit(1);
  return row ?? null;
}

export async function insertBusiness(db: Db, { orgId, name }: OrgRef & { name: string }) {
  const [row] = await db.insert(businesses).values({ organizationId: orgId, name }).returning();
  return row;
}

export const updateBusinessName = (db: Db, { orgId, businessId, name }: BusinessRef & { name: string }) =>
  db.update(businesses).set({ name }).where(and(eq(businesses.id, businessId), eq(businesses.organizationId, orgId)));

export const deleteBusinessRow = (db: Db, { orgId, businessId }: BusinessRef) =>
  db.delete(businesses).where(and(eq(businesses.id, businessId), eq(businesses.organizationId, orgId)));
