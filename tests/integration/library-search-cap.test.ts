import { beforeAll, describe, expect, it } from 'vitest';
import { POST as searchRoute } from '@/app/api/v1/workflows/search/route';
import { SEARCH_RESULT_CAP } from '@/lib/workflows/constants';
import type { SearchPage } from '@/lib/workflows/library-schema';
import { addMember, createOrg, createUser, createWorkspace, sessionCookie } from '../helpers/factories';
import { addTranscript, call, createCardWorkflow } from './workflows-fixtures';

// The explorer search lists and counts at most SEARCH_RESULT_CAP workflows for a keyword
// (lib/workflows/search-hits.ts): "100+" past it, and the cap never hides what the caller may open.
let cookies: { viewer: string; admin: string };
let orgId: string;
let openId: string;
const transcriptOnly: string[] = [];
let day = 0;
const at = () => new Date(Date.UTC(2026, 0, 1) + day++ * 3_600_000);

const make = async (workspaceId: string, title: string) => {
  const when = at();
  return (await createCardWorkflow({ orgId, workspaceId, title, createdAt: when, publishedAt: when })).id;
};

beforeAll(async () => {
  const org = await createOrg();
  orgId = org.id;
  const open = await createWorkspace(orgId, { name: 'Dock' });
  const secret = await createWorkspace(orgId, { name: 'Vault', private: true });
  openId = open.id;
  const viewer = await createUser(orgId, 'viewer');
  const admin = await createUser(orgId, 'admin-organization');
  await addMember(orgId, open.id, viewer.id, 'viewer');
  cookies = { viewer: (await sessionCookie(viewer)).cookie, admin: (await sessionCookie(admin)).cookie };
  // Matches the viewer may not open come first (the order an index hands them over): 150 of them.
  for (let i = 0; i < 150; i++) await make(secret.id, `Pallet wrap vault ${i}`);
  for (let i = 0; i < SEARCH_RESULT_CAP - 3; i++) await make(open.id, `Pallet jack ${i}`);
  for (let i = 0; i < 3; i++) {
    const id = await make(open.id, `Dock door ${i}`);
    await addTranscript(orgId, id, [{ sentence: 'Then move the pallet to the dock.', startTime: 4 }]);
    transcriptOnly.push(id);
  }
}, 120_000);

const search = async (cookie: string, body: Record<string, unknown>) => {
  const res = await call(searchRoute, '/api/v1/workflows/search', { method: 'POST', cookie, body: { filters: { keyword: 'pallet' }, ...body } });
  expect(res.status).toBe(200);
  return res.body as SearchPage;
};

describe('explorer search at the cap', () => {
  it('counts exactly up to the cap, past invisible matches, and pages to the last transcript hit', async () => {
    const first = await search(cookies.viewer, {});
    expect(first).toMatchObject({ total: SEARCH_RESULT_CAP, capped: false });
    const last = await search(cookies.viewer, { paginate: { page: SEARCH_RESULT_CAP / 20, size: 20 } });
    // Title matches rank first: the transcript-only ones close the list.
    expect(last.items.slice(-3).map((i) => i.id).sort()).toEqual([...transcriptOnly].sort());
    expect(last.items.slice(-1)[0].match?.snippet).toContain('pallet');
  });

  it('says "N+" past the cap, lists only up to it, and keeps the newest first exact', async () => {
    const newest = await make(openId, 'Pallet stacking, the newest');
    const page = await search(cookies.viewer, {});
    expect(page).toMatchObject({ total: SEARCH_RESULT_CAP, capped: true });
    expect(page.items).toHaveLength(20);
    const past = await search(cookies.viewer, { paginate: { page: SEARCH_RESULT_CAP / 20 + 1, size: 20 } });
    expect(past).toMatchObject({ items: [], total: SEARCH_RESULT_CAP, capped: true });
    const byDate = await search(cookies.viewer, { sort: 'newest' });
    expect(byDate.items[0].id).toBe(newest);
    expect(byDate).toMatchObject({ total: SEARCH_RESULT_CAP, capped: true });
    // The organisation admin sees the vault's matches too: capped as well, and still within the cap.
    const admin = await search(cookies.admin, { paginate: { page: 1, size: 100 } });
    expect(admin).toMatchObject({ total: SEARCH_RESULT_CAP, capped: true });
    expect(admin.items).toHaveLength(SEARCH_RESULT_CAP);
  });

  it('counts a narrow keyword exactly', async () => {
    expect(await search(cookies.viewer, { filters: { keyword: 'door' } })).toMatchObject({ total: 3, capped: false });
    expect(await search(cookies.viewer, { filters: { keyword: 'vault' } })).toMatchObject({ items: [], total: 0, capped: false });
  });
});
