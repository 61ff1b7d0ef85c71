import { createCategorySchema, subcategoriesQuerySchema } from '@/lib/categories/schema';
import { createSubcategory, listSubcategories } from '@/lib/categories/subcategories';
import { readJson, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/categories/{id}/subcategories?all=&orderBy=&order=&page=&size=&keyword= – the category's sub-categories (everyone)
export const GET = route({ access: 'categories' }, async ({ req, params, session }) => {
  const query = subcategoriesQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listSubcategories({ session, query: { ...query, categories: [String(params.id)] } }));
});

// POST /api/v1/categories/{id}/subcategories {name} – add a sub-category at the end (org admins)
export const POST = route({ access: 'categoriesCreation' }, async ({ req, params, session }) => {
  const input = createCategorySchema.parse(await readJson(req));
  const item = await createSubcategory({ session, categoryId: String(params.id), ...input });
  return Response.json({ item }, { status: 201 });
});
