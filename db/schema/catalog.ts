import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orgId } from './columns';

// Business units (spec §3 Business: id, name, organization).
export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('businesses_org_idx').on(t.organizationId), uniqueIndex('businesses_org_name_uq').on(t.organizationId, sql`lower(${t.name})`)],
);

// Categories and their sub-categories (spec §3 Category), used to file workflows.
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    name: text('name').notNull(),
    priority: integer('priority').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_org_idx').on(t.organizationId), uniqueIndex('categories_org_name_uq').on(t.organizationId, sql`lower(${t.name})`)],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priority: integer('priority').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subcategories_category_idx').on(t.categoryId), uniqueIndex('subcategories_name_uq').on(t.categoryId, sql`lower(${t.name})`)],
);
