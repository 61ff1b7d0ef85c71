import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, businesses } from '@/db/schema';
import { DELETE as deleteBusiness, GET as getBusiness, PATCH as renameBusiness } from '@/app/api/v1/business/[id]/route';
import { GET as listBusiness, POST as createBusiness } from '@/app/api/v1/business/route';
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
  const cookie = async (orgId: string, role: Parameters<typeof createUser>[1]) => (await sessionCookie(await createUser(orgId, role))).cookie;
  const cookies = {
    viewer: await cookie(org.id, 'viewer'),
    publisher: await cookie(org.id, 'publisher'),
    wsAdmin: await cookie(org.id, 'admin-group'),
    orgAdmin: await cookie(org.id, 'admin-organization'),
    superAdmin: await cookie(org.id, 'admin-super'),
  };
  const [foreign] = await (await db()).insert(businesses).values({ organizationId: other.id, name: 'Their unit' }).returning();
  return { org, other, cookies, foreign };
}

beforeAll(async () => {
  fx = await setup();
});

const create = (body: unknown, cookie = fx.cookies.orgAdmin) => call(createBusiness, '/api/v1/business', { method: 'POST', body, cookie });

describe('business units', () => {
  it('creates, lists, renames and reads units, audited', async () => {
    const made = await create({ name: ' North plant ' });
    expect(made).toMatchObject({ status: 201, body: { item: { name: 'North plant', canEdit: true } } });
    const id = made.body.item.id;
    await create({ name: 'Aftersales' }, fx.cookies.superAdmin);
    const list = await call(listBusiness, '/api/v1/business', { cookie: fx.cookies.orgAdmin });
    expect(list.body).toMatchObject({ total: 2, items: [{ name: 'Aftersales' }, { name: 'North plant' }] });
    const desc = await call(listBusiness, '/api/v1/business?orderBy=name&order=desc&size=1', { cookie: fx.cookies.orgAdmin });
    expect(desc.body).toMatchObject({ total: 2, items: [{ name: 'North plant' }] });
    expect((await call(listBusiness, '/api/v1/business?keyword=after', { cookie: fx.cookies.orgAdmin })).body.total).toBe(1);

    const renamed = await call(renameBusiness, '/x', { method: 'PATCH', body: { name: 'North Plant' }, cookie: fx.cookies.orgAdmin, params: { id } });
    expect(renamed.body.item.name).toBe('North Plant');
    expect((await call(getBusiness, '/x', { cookie: fx.cookies.orgAdmin, params: { id } })).body.item.name).toBe('North Plant');
    const actions = (await (await db()).select().from(auditLog).where(eq(auditLog.entityId, id))).map((e) => e.action).sort();
    expect(actions).toEqual(['business.create', 'business.rename']);
  });

  it('validates names: empty, too long, bad characters, duplicates in any case', async () => {
    const cases: [string, string][] = [
      ['', 'rules.required'],
      ['y'.repeat(91), 'rules.max90'],
      ['R&D "labs"', 'rules.invalidName'],
    ];
    for (const [name, message] of cases) {
      expect((await create({ name })).body.error.issues, name).toEqual([{ path: 'name', message }]);
    }
    await create({ name: 'Logistics' });
    expect(await create({ name: 'LOGISTICS' })).toEqual({
      status: 409,
      body: { error: { code: 'conflict', message: 'adminBusiness.nameTaken', details: { field: 'name' } } },
    });
    const { id } = (await create({ name: 'Finance' })).body.item;
    const clash = await call(renameBusiness, '/x', { method: 'PATCH', body: { name: 'logistics' }, cookie: fx.cookies.orgAdmin, params: { id } });
    expect(clash.body.error.message).toBe('adminBusiness.nameTaken');
  });

  it('deletes only after confirmation', async () => {
    const { id } = (await create({ name: 'Closing down' })).body.item;
    const first = await call(deleteBusiness, '/x', { method: 'DELETE', cookie: fx.cookies.orgAdmin, params: { id } });
    expect(first).toEqual({ status: 409, body: { error: { code: 'conflict', message: 'adminBusiness.confirmDelete', details: { name: 'Closing down' } } } });
    expect((await call(deleteBusiness, '/x?confirm=true', { method: 'DELETE', cookie: fx.cookies.orgAdmin, params: { id } })).status).toBe(200);
    expect((await call(getBusiness, '/x', { cookie: fx.cookies.orgAdmin, params: { id } })).status).toBe(404);
    const [entry] = await (await db()).select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'business.delete')));
    expect(entry.before).toEqual({ name: 'Closing down' });
  });

  it('is for org admins only: workspace admins, publishers and viewers are refused', async () => {
    const { id } = (await create({ name: 'Private unit' })).body.item;
    for (const cookie of [fx.cookies.wsAdmin, fx.cookies.publisher, fx.cookies.viewer]) {
      expect((await call(listBusiness, '/x', { cookie })).status).toBe(403);
      expect((await create({ name: 'Sneaky' }, cookie)).status).toBe(403);
      expect((await call(getBusiness, '/x', { cookie, params: { id } })).status).toBe(403);
      expect((await call(renameBusiness, '/x', { method: 'PATCH', body: { name: 'Sneaky' }, cookie, params: { id } })).status).toBe(403);
      expect((await call(deleteBusiness, '/x?confirm=true', { method: 'DELETE', cookie, params: { id } })).status).toBe(403);
    }
    expect((await call(listBusiness, '/x')).status).toBe(401);
  });

  it('answers another organisation’s unit, and a malformed id, like an unknown one', async () => {
    for (const id of [fx.foreign.id, 'x1', '00000000-0000-4000-8000-000000000000']) {
      const p = { id };
      expect((await call(getBusiness, '/x', { cookie: fx.cookies.orgAdmin, params: p })).status).toBe(404);
      expect((await call(renameBusiness, '/x', { method: 'PATCH', body: { name: 'Ours' }, cookie: fx.cookies.orgAdmin, params: p })).status).toBe(404);
      expect((await call(deleteBusiness, '/x?confirm=true', { method: 'DELETE', cookie: fx.cookies.orgAdmin, params: p })).status).toBe(404);
    }
    const names = (await call(listBusiness, '/x?all=true', { cookie: fx.cookies.orgAdmin })).body.items.map((b: { name: string }) => b.name);
    expect(names).not.toContain('Their unit');
    const [still] = await (await db()).select().from(businesses).where(eq(businesses.id, fx.foreign.id));
    expect(still.name).toBe('Their unit');
  });
});
