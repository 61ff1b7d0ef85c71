import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, subcategories } from '@/db/schema';
import { DELETE as deleteCategory, GET as getCategory, PATCH as updateCategory } from '@/app/api/v1/categories/[id]/route';
import { POST as createSub } from '@/app/api/v1/categories/[id]/subcategories/route';
import { GET as listCategories, POST as createCategory } from '@/app/api/v1/categories/route';
import { apiRequest, createOrg, createUser, db, routeParams, sessionCookie } from '../helpers/factories';

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Call = { method?: string; body?: unknown; cookie?: string; params?: Record<string, string> };

async function call(handler: Handler, path: string, { method = 'GET', body, cookie, params = {} }: Call = {}) {
  const res = await handler(apiRequest(path, { method, body, cookie }), routeParams(params));
  return { status: res.status, body: await res.json() };
}

let fx: Awaited<ReturnType<typeof setup>>;

async function setup() {
  const other = await createOrg();
  const [foreign] = await (await db()).insert(categories).values({ organizationId: other.id, name: 'Their category' }).returning();
  return { other, foreign, ...(await freshOrg()) };
}

/** Each ordering test gets its own organisation so the list holds exactly what it made. */
async function freshOrg() {
  const org = await createOrg();
  const cookie = async (role: Parameters<typeof createUser>[1]) => (await sessionCookie(await createUser(org.id, role))).cookie;
  return { org, cookies: { viewer: await cookie('viewer'), publisher: await cookie('publisher'), wsAdmin: await cookie('admin-group'), orgAdmin: await cookie('admin-organization') } };
}

beforeAll(async () => {
  fx = await setup();
});

const create = (name: unknown, cookie = fx.cookies.orgAdmin) => call(createCategory, '/api/v1/categories', { method: 'POST', body: { name }, cookie });
const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name);

describe('categories', () => {
  it('creates categories at the end of the order, readable by everyone, editable by org admins only', async () => {
    const { cookies } = await freshOrg();
    for (const name of ['Safety', 'assembly', 'Quality']) expect((await create(name, cookies.orgAdmin)).status).toBe(201);
    const asViewer = await call(listCategories, '/api/v1/categories', { cookie: cookies.viewer });
    expect(asViewer.status).toBe(200);
    expect(asViewer.body.total).toBe(3);
    expect(asViewer.body.items.map((i: { name: string; priority: number; canEdit: boolean }) => [i.name, i.priority, i.canEdit])).toEqual([
      ['Safety', 0, false],
      ['assembly', 1, false],
      ['Quality', 2, false],
    ]);
    expect((await call(listCategories, '/x', { cookie: cookies.orgAdmin })).body.items[0]).toMatchObject({ canEdit: true, subcategoriesCount: 0 });
  });

  it('honours orderBy, order, all and paging', async () => {
    const { cookies } = await freshOrg();
    for (const name of ['b-two', 'C-three', 'a-one']) await create(name, cookies.orgAdmin);
    const list = async (q: string) => (await call(listCategories, `/api/v1/categories?${q}`, { cookie: cookies.publisher })).body;
    expect(names(await list('orderBy=name'))).toEqual(['a-one', 'b-two', 'C-three']);
    expect(names(await list('orderBy=name&order=desc'))).toEqual(['C-three', 'b-two', 'a-one']);
    expect(names(await list('orderBy=createdAt&order=desc'))).toEqual(['a-one', 'C-three', 'b-two']);
    expect(names(await list('orderBy=priority&order=desc'))).toEqual(['a-one', 'C-three', 'b-two']);
    expect(await list('size=2&page=2')).toMatchObject({ total: 3, items: [{ name: 'a-one' }] });
    expect(names(await list('size=1&all=true'))).toHaveLength(3);
    expect(names(await list('keyword=THREE'))).toEqual(['C-three']);
    expect((await call(listCategories, '/x?orderBy=colour', { cookie: cookies.viewer })).status).toBe(422);
  });

  it('validates names and refuses duplicates in any case', async () => {
    const cases: [unknown, string][] = [
      [' ', 'rules.required'],
      ['z'.repeat(91), 'rules.max90'],
      ['Tools: hand', 'rules.invalidName'],
    ];
    for (const [name, message] of cases) expect((await create(name)).body.error.issues).toEqual([{ path: 'name', message }]);
    await create('Forklifts');
    expect((await create('forklifts ')).body.error).toEqual({ code: 'conflict', message: 'adminCategories.nameTaken', details: { field: 'name' } });
    const { id } = (await create('Cranes')).body.item;
    const clash = await call(updateCategory, '/x', { method: 'PATCH', body: { name: 'FORKLIFTS' }, cookie: fx.cookies.orgAdmin, params: { id } });
    expect(clash.status).toBe(409);
    expect((await call(updateCategory, '/x', { method: 'PATCH', body: {}, cookie: fx.cookies.orgAdmin, params: { id } })).status).toBe(422);
  });

  it('renames and moves a category, renumbering the others, audited', async () => {
    const { cookies } = await freshOrg();
    const ids: string[] = [];
    for (const name of ['One', 'Two', 'Three', 'Four']) ids.push((await create(name, cookies.orgAdmin)).body.item.id);
    const patch = (id: string, body: unknown) => call(updateCategory, '/x', { method: 'PATCH', body, cookie: cookies.orgAdmin, params: { id } });
    expect((await patch(ids[3], { priority: 0, name: 'Four (first)' })).body.item).toMatchObject({ name: 'Four (first)', priority: 0 });
    const list = async () => names((await call(listCategories, '/x', { cookie: cookies.viewer })).body);
    expect(await list()).toEqual(['Four (first)', 'One', 'Two', 'Three']);
    expect((await patch(ids[0], { priority: 99 })).body.item.priority).toBe(3);
    expect(await list()).toEqual(['Four (first)', 'Two', 'Three', 'One']);
    const actions = (await (await db()).select().from(auditLog).where(eq(auditLog.entityId, ids[3]))).map((e) => e.action).sort();
    expect(actions).toEqual(['category.create', 'category.rename', 'category.reorder']);
  });

  it('shows a category with its sub-categories, and deletes both only after confirmation', async () => {
    const { id } = (await create('Electrical')).body.item;
    for (const name of ['Wiring', 'Panels']) {
      await call(createSub, '/x', { method: 'POST', body: { name }, cookie: fx.cookies.orgAdmin, params: { id } });
    }
    const shown = await call(getCategory, '/x', { cookie: fx.cookies.viewer, params: { id } });
    expect(shown.body.item).toMatchObject({ name: 'Electrical', subcategoriesCount: 2, canEdit: false });
    expect(names(shown.body.item)).toEqual(['Wiring', 'Panels']);

    const first = await call(deleteCategory, '/x', { method: 'DELETE', cookie: fx.cookies.orgAdmin, params: { id } });
    expect(first).toEqual({ status: 409, body: { error: { code: 'conflict', message: 'adminCategories.confirmDelete', details: { name: 'Electrical', subcategories: 2 } } } });
    expect((await call(deleteCategory, '/x?confirm=true', { method: 'DELETE', cookie: fx.cookies.orgAdmin, params: { id } })).status).toBe(200);
    const d = await db();
    expect(await d.select().from(subcategories).where(eq(subcategories.categoryId, id))).toEqual([]);
    const [entry] = await d.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'category.delete')));
    expect(entry.before).toEqual({ name: 'Electrical', subcategories: 2 });
  });

  it('refuses changes to workspace admins, publishers and viewers', async () => {
    const { id } = (await create('Guarded')).body.item;
    for (const cookie of [fx.cookies.wsAdmin, fx.cookies.publisher, fx.cookies.viewer]) {
      expect((await create('Nope', cookie)).status).toBe(403);
      expect((await call(updateCategory, '/x', { method: 'PATCH', body: { name: 'Nope' }, cookie, params: { id } })).status).toBe(403);
      expect((await call(deleteCategory, '/x?confirm=true', { method: 'DELETE', cookie, params: { id } })).status).toBe(403);
      expect((await call(createSub, '/x', { method: 'POST', body: { name: 'Nope' }, cookie, params: { id } })).status).toBe(403);
    }
    expect((await call(listCategories, '/x')).status).toBe(401);
  });

  it('answers another organisation’s category, and a malformed id, like an unknown one', async () => {
    for (const id of [fx.foreign.id, 'abc', '00000000-0000-4000-8000-000000000000']) {
      const p = { id };
      expect((await call(getCategory, '/x', { cookie: fx.cookies.orgAdmin, params: p })).status).toBe(404);
      expect((await call(updateCategory, '/x', { method: 'PATCH', body: { name: 'Ours' }, cookie: fx.cookies.orgAdmin, params: p })).status).toBe(404);
      expect((await call(deleteCategory, '/x?confirm=true', { method: 'DELETE', cookie: fx.cookies.orgAdmin, params: p })).status).toBe(404);
      expect((await call(createSub, '/x', { method: 'POST', body: { name: 'Ours' }, cookie: fx.cookies.orgAdmin, params: p })).status).toBe(404);
    }
    const [still] = await (await db()).select().from(categories).where(eq(categories.id, fx.foreign.id));
    expect(still.name).toBe('Their category');
  });
});
