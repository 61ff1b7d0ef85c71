import type { CategoryRow } from './queries';
import type { CategoryItem, SubcategoryItem } from './schema';
import type { SubcategoryRow } from './subcategory-queries';

export const toCategoryItem = (row: CategoryRow, canEdit: boolean): CategoryItem => ({
  id: row.id,
  name: row.name,
  priority: row.priority,
  createdAt: row.createdAt.toISOString(),
  subcategoriesCount: Number(row.subcategoriesCount),
  canEdit,
});

export const toSubcategoryItem = (row: SubcategoryRow, canEdit: boolean): SubcategoryItem => ({
  id: row.id,
  name: row.name,
  priority: row.priority,
  createdAt: row.createdAt.toISOString(),
  categoryId: row.categoryId,
  canEdit,
});
