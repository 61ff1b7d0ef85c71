import { subcategoriesQuerySchema } from '@/lib/categories/schema';
import { listSubcategories } from '@/lib/categories/subcategories';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/subcategories?categories=id1,id2&all=&orderBy=&order=&page=&size=&keyword= – sub-categories of the organisation (everyone)
export const GET = route({ access: 'categories' }, async ({ req, session }) => {
  const query = subcategoriesQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listSubcategories({ session, query }));
});
