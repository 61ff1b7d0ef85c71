import { z } from 'zod';
import { fullNameSchema } from '@/lib/auth/rules';
import { queryFlag } from '@/lib/teams/schema';
import { text } from '@/lib/http/text';

/** Category and sub-category names follow the name rule (spec §5): required, at most 90, no forbidden characters. */
export const categoryNameSchema = text().trim().pipe(fullNameSchema);

export const createCategorySchema = z.object({ name: categoryNameSchema });
export type CreateCategoryInput = z.infer<typeof createCategorySchema>;

/**
 * A rename, a move, or both. `priority` is the 0-based position to move to among the siblings;
 * the others shift to make room, so one call reorders the whole list consistently.
 */
export const updateCategorySchema = z
  .object({ name: categoryNameSchema.optional(), priority: z.number().int().min(0).max(100_000).optional() })
  .refine((v) => v.name !== undefined || v.priority !== undefined, 'rules.required');
export type UpdateCategoryInput = z.infer<typeof updateCategorySchema>;

const listQuery = {
  all: queryFlag,
  orderBy: z.enum(['name', 'createdAt', 'priority']).default('priority'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  keyword: text().trim().max(200).default(''),
};

export const categoriesQuerySchema = z.object(listQuery);
export type CategoriesQuery = z.infer<typeof categoriesQuerySchema>;

// `categories=id1,id2` narrows to those categories; ids are checked against the organisation (404).
export const subcategoriesQuerySchema = z.object({
  ...listQuery,
  categories: text()
    .max(4000)
    .optional()
    .transform((v) => (v === undefined ? undefined : [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))])),
});
export type SubcategoriesQuery = z.infer<typeof subcategoriesQuerySchema>;

export type ListOrder = Pick<CategoriesQuery, 'orderBy' | 'order'>;

/** A category (spec §3). `canEdit`: the caller may rename, reorder and delete it and its sub-categories. */
export type CategoryItem = {
  id: string;
  name: string;
  priority: number;
  createdAt: string;
  subcategoriesCount: number;
  canEdit: boolean;
};

export type SubcategoryItem = {
  id: string;
  name: string;
  priority: number;
  createdAt: string;
  categoryId: string;
  canEdit: boolean;
};

/** A category with its sub-categories in order (spec §3 Category.items). */
export type CategoryWithItems = CategoryItem & { items: SubcategoryItem[] };
