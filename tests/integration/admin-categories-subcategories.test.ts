import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, subcategories } from '@/db/schema';
import { PATCH as updateCategory } from '@/app/api/v1/categories/[id]/route';
import { GET as listOfCategory, POST as createSub } from '@/app/api/v1/categories/[id]/subcategories/route';
import { POST as createCategory } from '@/app/api/v1/categories/route';
import { DELETE as deleteSub, PATCH as updateSub } from '@/app/api/v1/categories/subcategories/[id]/route';
import { GET as listSubs } from '@/app/api/v1/subcategories/route';
import { apiRequest, createOrg, createUser, db, routeParams, sessionCookie } from '../helpers/factories';

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Call = { method?: string; body?: unknown; cookie?: string; params?: Record<string, string> };

async function call(handler: Handler, path: string, { method = 'GET', body, cookie, params = {} }: Call = {}) {
  const res = await handler(apiRequest(path, { method, body, cookie }), routeParams(params));
  return { status: res.status, body: await res.json() };
}

let fx: Awaited<ReturnType<typeof setup>>;

async function setup() {
  const org = await createOrg();
  const other = await createOrg();
  const cookie = async (role: Parameters<typeof createUser>[1]) => (await sessionCookie(await createUser(org.id, role))).cookie;
  const cookies = { viewer: await cookie('viewer'), publisher: await cookie('publisher'), wsAdmin: await cookie('admin-group'), orgAdmin: await cookie('admin-organization') };
  const d = await db();
  const [foreignCat] = await d.insert(categories).values({ organizationId: other.id, name: 'Theirs' }).returning();
  const [foreignSub] = await d.insert(subcategories).values({ organizationId: other.id, categoryId: foreignCat.id, name: 'Their sub' }).returning();
  const category = async (name: string) =>
    (await call(createCategory, '/x', { method: 'POST', body: { name }, cookie: cookies.orgAdmin })).body.item.id as string;
  return { org, cookies, foreignCat, foreignSub, category };
}

beforeAll(async () => {
  fx = await setup();
});

const add = (categoryId: string, name: unknown, cookie = fx.cookies.orgAdmin) =>
  call(createSub, '/x', { method: 'POST', body: { name }, cookie, params: { id: categoryId } });
const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name);

describe('sub-categories', () => {
  it('adds sub-categories in order, lists them per category with the ordering params', async () => {
    const id = await fx.category('Machines');
    for (const name of ['Presses', 'lathes', 'Mills']) expect((await add(id, name)).status).toBe(201);
    const list = async (q = '') => (await call(listOfCategory, `/x?${q}`, { cookie: fx.cookies.viewer, params: { id } })).body;
    const all = await list();
    expect(all.total).toBe(3);
    expect(all.items.map((i: { name: string; priority: number; categoryId: string; canEdit: boolean }) => [i.name, i.priority, i.categoryId, i.canEdit])).toEqual([
      ['Presses', 0, id, false],
      ['lathes', 1, id, false],
      ['Mills', 2, id, false],
    ]);
    expect(names(await list('orderBy=name'))).toEqual(['lathes', 'Mills', 'Presses']);
    expect(names(await list('orderBy=name&order=desc'))).toEqual(['Presses', 'Mills', 'lathes']);
    expect(names(await list('orderBy=createdAt&order=desc&size=1&page=2'))).toEqual(['lathes']);
    expect(names(await list('size=1&all=true'))).toHaveLength(3);
  });

  it('filters GET /api/v1/subcategories by categories, keeping each category’s manual order', async () => {
    const first = await fx.category('First for filter');
    const second = await fx.category('Second for filter');
    const third = await fx.category('Third for filter');
    await add(second, 'S2-b');
    await add(first, 'S1-a');
    await add(second, 'S2-a');
    await add(third, 'S3-a');
    const res = await call(listSubs, `/api/v1/subcategories?categories=${second},${first}&all=true`, { cookie: fx.cookies.publisher });
    expect(res.body).toMatchObject({ total: 3 });
    expect(names(res.body)).toEqual(['S1-a', 'S2-b', 'S2-a']);
    const byName = await call(listSubs, `/api/v1/subcategories?categories=${second}&orderBy=name`, { cookie: fx.cookies.viewer });
    expect(names(byName.body)).toEqual(['S2-a', 'S2-b']);
    const everything = await call(listSubs, '/api/v1/subcategories?all=true', { cookie: fx.cookies.viewer });
    expect(names(everything.body)).toEqual(expect.arrayContaining(['S1-a', 'S2-a', 'S2-b', 'S3-a']));
    expect(names(everything.body)).not.toContain('Their sub');
  });

  it('answers 404 for another organisation’s or an unknown category in the filter', async () => {
    const mine = await fx.category('Mine only');
    for (const bad of [fx.foreignCat.id, 'nope', '00000000-0000-4000-8000-000000000000']) {
      const res = await call(listSubs, `/api/v1/subcategories?categories=${mine},${bad}`, { cookie: fx.cookies.viewer });
      expect(res).toEqual({ status: 404, body: { error: { code: 'not_found', message: 'errors.not_found', details: { categories: [bad] } } } });
      expect((await call(listOfCategory, '/x', { cookie: fx.cookies.viewer, params: { id: bad } })).status).toBe(404);
    }
  });

  it('validates names, unique within their category only', async () => {
    const a = await fx.category('Names A');
    const b = await fx.category('Names B');
    const cases: [unknown, string][] = [
      ['', 'rules.required'],
      ['q'.repeat(91), 'rules.max90'],
      ['a=b', 'rules.invalidName'],
    ];
    for (const [name, message] of cases) expect((await add(a, name)).body.error.issues).toEqual([{ path: 'name', message }]);
    await add(a, 'Bolts');
    expect((await add(a, 'BOLTS')).body.error).toEqual({ code: 'conflict', message: 'adminCategories.subcategoryNameTaken', details: { field: 'name' } });
    expect((await add(b, 'Bolts')).status).toBe(201);
    const { id } = (await add(a, 'Nuts')).body.item;
    const clash = await call(updateSub, '/x', { method: 'PATCH', body: { name: 'bolts' }, cookie: fx.cookies.orgAdmin, params: { id } });
    expect(clash.status).toBe(409);
  });

  it('renames and reorders within the category, audited', async () => {
    const cat = await fx.category('Reorder me');
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C']) ids.push((await add(cat, name)).body.item.id);
    const patch = (id: string, body: unknown) => call(updateSub, '/x', { method: 'PATCH', body, cookie: fx.cookies.orgAdmin, params: { id } });
    expect((await patch(ids[2], { priority: 0 })).body.item).toMatchObject({ name: 'C', priority: 0 });
    expect((await patch(ids[0], { name: 'A renamed', priority: 2 })).body.item).toMatchObject({ name: 'A renamed', priority: 2 });
    const list = await call(listOfCategory, '/x', { cookie: fx.cookies.viewer, params: { id: cat } });
    expect(names(list.body)).toEqual(['C', 'B', 'A renamed']);
    expect((await patch(ids[1], { priority: -1 })).status).toBe(422);
    const actions = (await (await db()).select().from(auditLog).where(eq(auditLog.entityId, ids[0]))).map((e) => e.action).sort();
    expect(actions).toEqual(['subcategory.create', 'subcategory.rename', 'subcategory.reorder']);
  });

  it('deletes a sub-category only after confirmation', async () => {
    const cat = await fx.category('Deleting subs');
    const { id } = (await add(cat, 'Short-lived')).body.item;
    const first = await call(deleteSub, '/x', { method: 'DELETE', cookie: fx.cookies.orgAdmin, params: { id } });
    expect(first).toEqual({ status: 409, body: { error: { code: 'conflict', message: 'adminCategories.confirmDeleteSubcategory', details: { name: 'Short-lived' } } } });
    expect((await call(deleteSub, '/x?confirm=true', { method: 'DELETE', cookie: fx.cookies.orgAdmin, params: { id } })).status).toBe(200);
    expect((await call(listOfCategory, '/x', { cookie: fx.cookies.viewer, params: { id: cat } })).body.total).toBe(0);
  });

  it('refuses changes to workspace admins, publishers and viewers', async () => {
    const cat = await fx.category('Sub guard');
    const { id } = (await add(cat, 'Fixed')).body.item;
    for (const cookie of [fx.cookies.wsAdmin, fx.cookies.publisher, fx.cookies.viewer]) {
      expect((await add(cat, 'Nope', cookie)).status).toBe(403);
      expect((await call(updateSub, '/x', { method: 'PATCH', body: { name: 'Nope' }, cookie, params: { id } })).status).toBe(403);
      expect((await call(deleteSub, '/x?confirm=true', { method: 'DELETE', cookie, params: { id } })).status).toBe(403);
      expect((await call(updateCategory, '/x', { method: 'PATCH', body: { priority: 0 }, cookie, params: { id: cat } })).status).toBe(403);
    }
  });

  it('answers another organisation’s sub-category like an unknown one', async () => {
    for (const id of [fx.foreignSub.id, 'zzz']) {
      expect((await call(updateSub, '/x', { method: 'PATCH', body: { name: 'Ours' }, cookie: fx.cookies.orgAdmin, params: { id } })).status).toBe(404);
      expect((await call(deleteSub, '/x?confirm=true', { method: 'DELETE', cookie: fx.cookies.orgAdmin, params: { id } })).status).toBe(404);
    }
    const [still] = await (await db()).select().from(subcategories).where(eq(subcategories.id, fx.foreignSub.id));
    expect(still.name).toBe('Their sub');
  });
});
