import { deleteCategory, getCategory, updateCategory } from '@/lib/categories/categories';
import { updateCategorySchema } from '@/lib/categories/schema';
import { readJson, route } from '@/lib/http/route';
import { confirmQuerySchema } from '@/lib/teams/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/categories/{id} – the category with its sub-categories (`items`) in order
export const GET = route({ access: 'categories' }, async ({ params, session }) => {
  const item = await getCategory({ session, categoryId: String(params.id) });
  return Response.json({ item });
});

// PATCH /api/v1/categories/{id} {name?, priority?} – rename and/or move to a 0-based position (org admins)
export const PATCH = route({ access: 'categoriesCreation' }, async ({ req, params, session }) => {
  const input = updateCategorySchema.parse(await readJson(req));
  const item = await updateCategory({ session, categoryId: String(params.id), ...input });
  return Response.json({ item });
});

// DELETE /api/v1/categories/{id}?confirm=true – delete with its sub-categories; 409 with the count unless confirmed
export const DELETE = route({ access: 'categoriesCreation' }, async ({ req, params, session }) => {
  const { confirm } = confirmQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  const item = await deleteCategory({ session, categoryId: String(params.id), confirm });
  return Response.json({ item });
});
