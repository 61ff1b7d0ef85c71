import { updateCategorySchema } from '@/lib/categories/schema';
import { deleteSubcategory, updateSubcategory } from '@/lib/categories/subcategories';
import { readJson, route } from '@/lib/http/route';
import { confirmQuerySchema } from '@/lib/teams/schema';

export const dynamic = 'force-dynamic';

// PATCH /api/v1/categories/subcategories/{id} {name?, priority?} – rename and/or move within its category (org admins)
export const PATCH = route({ access: 'categoriesCreation' }, async ({ req, params, session }) => {
  const input = updateCategorySchema.parse(await readJson(req));
  const item = await updateSubcategory({ session, subcategoryId: String(params.id), ...input });
  return Response.json({ item });
});

// DELETE /api/v1/categories/subcategories/{id}?confirm=true – delete a sub-category; 409 unless confirmed
export const DELETE = route({ access: 'categoriesCreation' }, async ({ req, params, session }) => {
  const { confirm } = confirmQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  const item = await deleteSubcategory({ session, subcategoryId: String(params.id), confirm });
  return Response.json({ item });
});
