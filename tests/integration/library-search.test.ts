import { beforeAll, describe, expect, it } from 'vitest';
import { POST as searchRoute } from '@/app/api/v1/workflows/search/route';
import { getDb } from '@/db/client';
import { categories, subcategories } from '@/db/schema';
import type { WorkflowSearchItem } from '@/lib/workflows/library-schema';
import { createOrg, createWorkspace } from '../helpers/factories';
import { addTranscript, call, createCardWorkflow, file, libraryWorld } from './workflows-fixtures';

let world: Awaited<ReturnType<typeof libraryWorld>>;
const ids: Record<string, string> = {};
const cat: Record<string, string> = {};

beforeAll(async () => {
  world = await libraryWorld();
  const { org, open, secret } = world;
  const db = await getDb();
  const [tools] = await db.insert(categories).values({ organizationId: org.id, name: 'Tools' }).returning();
  const [safety] = await db.insert(categories).values({ organizationId: org.id, name: 'Safety' }).returning();
  const [wrenches] = await db.insert(subcategories).values({ organizationId: org.id, categoryId: tools.id, name: 'Wrenches' }).returning();
  const [gloves] = await db.insert(subcategories).values({ organizationId: org.id, categoryId: safety.id, name: 'Gloves' }).returning();
  Object.assign(cat, { tools: tools.id, safety: safety.id, wrenches: wrenches.id, gloves: gloves.id });

  const make = async (key: string, title: string, options: Partial<Parameters<typeof createCardWorkflow>[0]> = {}) => {
    ids[key] = (await createCardWorkflow({ orgId: org.id, workspaceId: open.id, title, createdAt: new Date(Date.UTC(2026, 0, Object.keys(ids).length + 1)), publishedAt: new Date(Date.UTC(2026, 0, Object.keys(ids).length + 1)), ...options })).id;
  };
  await make('titleHit', 'Torque wrench calibration');
  await make('transcriptHit', 'Line start-up');
  await addTranscript(org.id, ids.transcriptHit, [
    { sentence: 'Welcome to the line.', startTime: 0 },
    { sentence: 'Before you start the conveyor and the presses on the far side, pick up the torque wrench from the rack.', startTime: 12.4 },
  ]);
  await make('translated', 'Handschuhe', { titleTranslations: { 'en-us': 'Glove fitting', 'de-de': 'Handschuhe anziehen' } });
  await make('draft', 'Torque settings draft', { state: 'unpublished' });
  await make('private', 'Torque in the board room', { workspaceId: secret.id });
  await make('chinese', '安全操作规程');
  await addTranscript(org.id, ids.chinese, [{ sentence: '请在开始工作之前检查所有的工具和设备确保它们处于良好状态然后佩戴扭矩扳手', startTime: 3.2 }], 'zh');
  await file(org.id, ids.titleHit, wrenches.id);
  await file(org.id, ids.translated, gloves.id);
  // Another organisation's workflow with the same words never shows up.
  const other = await createOrg();
  await createCardWorkflow({ orgId: other.id, workspaceId: (await createWorkspace(other.id)).id, title: 'Torque wrench foreign' });
}, 60_000);

type Body = { filters?: Record<string, unknown>; sort?: string; paginate?: { page: number; size: number }; locale?: string };
const search = async (cookie: string, body: Body) => {
  const res = await call(searchRoute, '/api/v1/workflows/search', { method: 'POST', cookie, body });
  return { status: res.status, items: res.body.items as WorkflowSearchItem[], total: res.body.total, error: res.body.error };
};
const idsOf = (items: WorkflowSearchItem[]) => items.map((i) => i.id);

describe('POST /api/v1/workflows/search', () => {
  it('ranks title matches above transcript matches and keeps to what the caller may open', async () => {
    const viewer = await search(world.cookies.viewer, { filters: { keyword: 'torque' } });
    expect(viewer.status).toBe(200);
    expect(idsOf(viewer.items)).toEqual([ids.titleHit, ids.transcriptHit]);
    expect(viewer.total).toBe(2);
    // The publisher is an author in both workspaces: the draft and the private one join in, titles first.
    const publisher = await search(world.cookies.publisher, { filters: { keyword: 'torque' } });
    expect(idsOf(publisher.items).slice(-1)).toEqual([ids.transcriptHit]);
    expect(new Set(idsOf(publisher.items))).toEqual(new Set([ids.titleHit, ids.draft, ids.private, ids.transcriptHit]));
  });

  it('matches word prefixes, every word of the keyword, and title translations', async () => {
    expect(idsOf((await search(world.cookies.viewer, { filters: { keyword: 'calib' } })).items)).toEqual([ids.titleHit]);
    expect(idsOf((await search(world.cookies.viewer, { filters: { keyword: 'torque rack' } })).items)).toEqual([ids.transcriptHit]);
    expect(idsOf((await search(world.cookies.viewer, { filters: { keyword: 'glove' } })).items)).toEqual([ids.translated]);
    const found = await search(world.cookies.viewer, { filters: { keyword: 'anziehen' }, locale: 'de-de' });
    expect(found.items[0]).toMatchObject({ id: ids.translated, title: 'Handschuhe anziehen' });
    expect((await search(world.cookies.viewer, { filters: { keyword: 'zzzz' } })).total).toBe(0);
  });

  it('returns the transcript sentence with the match, with a leading ellipsis past 40 characters', async () => {
    const { items } = await search(world.cookies.viewer, { filters: { keyword: 'wrench' } });
    const hit = items.find((i) => i.id === ids.transcriptHit)!;
    expect(hit.match?.time).toBe(13);
    expect(hit.match?.snippet.startsWith('…')).toBe(true);
    expect(hit.match?.snippet).toContain('torque wrench from the rack.');
    const near = (await search(world.cookies.viewer, { filters: { keyword: 'before' } })).items[0];
    expect(near.match?.snippet.startsWith('Before you start')).toBe(true);
    expect(items.find((i) => i.id === ids.titleHit)?.match).toBeNull();
  });

  it('finds words inside character-based text, with the 20-character ellipsis rule', async () => {
    expect(idsOf((await search(world.cookies.viewer, { filters: { keyword: '操作' } })).items)).toEqual([ids.chinese]);
    const { items } = await search(world.cookies.viewer, { filters: { keyword: '扭矩' } });
    expect(idsOf(items)).toEqual([ids.chinese]);
    expect(items[0].match?.snippet).toBe('…的工具和设备确保它们处于良好状态然后佩戴扭矩扳手');
    expect(items[0].match?.time).toBe(4);
  });

  it('filters by workspace, category and sub-category', async () => {
    const all = { keyword: '' };
    const inOpen = await search(world.cookies.publisher, { filters: { ...all, workspaceIds: [world.open.id] } });
    expect(idsOf(inOpen.items)).not.toContain(ids.private);
    expect(inOpen.total).toBe(5);
    expect(idsOf((await search(world.cookies.viewer, { filters: { ...all, categoryIds: [cat.tools] } })).items)).toEqual([ids.titleHit]);
    expect(idsOf((await search(world.cookies.viewer, { filters: { ...all, subcategoryIds: [cat.gloves] } })).items)).toEqual([ids.translated]);
    expect((await search(world.cookies.viewer, { filters: { keyword: 'torque', categoryIds: [cat.safety] } })).total).toBe(0);
  });

  it('answers nothing for ids of workspaces the caller may not see or of another organisation', async () => {
    expect((await search(world.cookies.viewer, { filters: { workspaceIds: [world.secret.id] } })).total).toBe(0);
    const other = await createOrg();
    const foreign = await createWorkspace(other.id);
    expect((await search(world.cookies.orgAdmin, { filters: { workspaceIds: [foreign.id] } })).total).toBe(0);
  });

  it('sorts by newest and by title, and pages', async () => {
    const newest = await search(world.cookies.viewer, { filters: {}, sort: 'newest' });
    expect(newest.items[0].id).toBe(ids.chinese);
    const byTitle = await search(world.cookies.viewer, { filters: {}, sort: 'title', locale: 'en' });
    expect(byTitle.items.map((i) => i.title)).toEqual(['Glove fitting', 'Line start-up', 'Torque wrench calibration', '安全操作规程']);
    const second = await search(world.cookies.viewer, { filters: {}, sort: 'title', locale: 'en', paginate: { page: 2, size: 20 } });
    expect(second).toMatchObject({ items: [], total: 4 });
  });

  it('refuses a malformed request (422), bad JSON (400) and strangers (401)', async () => {
    for (const body of [{ paginate: { page: 1, size: 10 } }, { sort: 'views' }, { filters: { workspaceIds: ['nope'] } }]) {
      const res = await search(world.cookies.viewer, body as Body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const bad = await call(searchRoute, '/api/v1/workflows/search', { method: 'POST', cookie: world.cookies.viewer, body: '{' });
    expect(bad.status).toBe(400);
    expect((await call(searchRoute, '/api/v1/workflows/search', { method: 'POST', body: {} })).status).toBe(401);
  });
});
