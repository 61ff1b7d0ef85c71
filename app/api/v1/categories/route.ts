import { createCategory, listCategories } from '@/lib/categories/categories';
import { categoriesQuerySchema, createCategorySchema } from '@/lib/categories/schema';
import { readJson, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/categories?all=&orderBy=name|createdAt|priority&order=asc|desc&page=&size=&keyword= – categories with sub-category counts (everyone)
export const GET = route({ access: 'categories' }, async ({ req, session }) => {
  const query = categoriesQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listCategories({ session, query }));
});

// POST /api/v1/categories {name} – create a category at the end of the order (org admins)
export const POST = route({ access: 'categoriesCreation' }, async ({ req, session }) => {
  const input = createCategorySchema.parse(await readJson(req));
  const item = await createCategory({ session, ...input });
  return Response.json({ item }, { status: 201 });
});
