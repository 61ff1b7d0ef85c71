import { beforeAll, describe, expect, it } from 'vitest';
import { PUT as putPlaylist } from '@/app/api/v1/playlists/[id]/route';
import { POST as createPlaylist } from '@/app/api/v1/playlists/route';
import { PATCH as patchMembers } from '@/app/api/v1/skills/[id]/members/route';
import { GET as wsMatrix } from '@/app/api/v1/workspaces/[id]/skills-matrix/route';
import { createUser, createWorkspace } from '../helpers/factories';
import { addTeam, call, skillsWorld, type SkillsWorld } from './skills-fixtures';

// The matrix pages its people in SQL (direct assignees and active members of assigned teams, by name)
// and reads only that page's cells: paging, keyword, team newcomers and disabled members.
let w: SkillsWorld;
let wsId: string;
let skills: string[];
type Matrix = { total: number; rows: { user: { uid: string; displayName: string }; cells: Record<string, { state: string; percent: number } | null> }[] };
const names = (m: Matrix) => m.rows.map((r) => r.user.displayName);
const matrix = async (qs: string) => (await call(wsMatrix, `/x${qs}`, { cookie: w.cookies.orgAdmin, params: { id: wsId } })).body as Matrix;

beforeAll(async () => {
  w = await skillsWorld();
  wsId = (await createWorkspace(w.org.id)).id;
  const people = await Promise.all(['Ann', 'Ben', 'Cid', 'Dee'].map((n) => createUser(w.org.id, 'viewer', { displayName: `Mx ${n}` })));
  const gone = await createUser(w.org.id, 'viewer', { displayName: 'Mx Gone', disabled: true });
  const team = await addTeam(w.org.id, `Matrix crew ${Date.now()}`, [people[2].id, people[3].id, gone.id]);
  skills = [];
  for (const title of ['First', 'Second']) {
    const made = await call(createPlaylist, '/api/v1/playlists', { method: 'POST', body: { group: wsId, playlistTitle: title }, cookie: w.cookies.orgAdmin });
    const id = made.body.item.id as string;
    await call(putPlaylist, '/x', { method: 'PUT', body: { published: true }, cookie: w.cookies.orgAdmin, params: { id } });
    skills.push(id);
  }
  const assign = (id: string, body: unknown) => call(patchMembers, '/x', { method: 'PATCH', body, cookie: w.cookies.orgAdmin, params: { id } });
  await assign(skills[0], { users: [people[0].id, people[1].id], notify: false });
  await assign(skills[1], { teams: [team.id], users: [people[0].id], notify: false });
});

describe('GET /api/v1/workspaces/{id}/skills-matrix paging', () => {
  it('pages everyone reached by name, with a cell per skill that reaches them and null otherwise', async () => {
    const first = await matrix('?size=3');
    expect(first.total).toBe(4);
    expect(names(first)).toEqual(['Mx Ann', 'Mx Ben', 'Mx Cid']);
    const ann = first.rows[0].cells;
    expect(ann[skills[0]]).toEqual({ state: 'not_started', percent: 0 });
    expect(ann[skills[1]]).toEqual({ state: 'not_started', percent: 0 });
    expect(first.rows[1].cells[skills[1]]).toBeNull();
    expect(first.rows[2].cells).toEqual({ [skills[0]]: null, [skills[1]]: { state: 'not_started', percent: 0 } });
    const second = await matrix('?size=3&page=2');
    expect(second.total).toBe(4);
    expect(names(second)).toEqual(['Mx Dee']);
    expect((await matrix('?size=3&page=9')).rows).toEqual([]);
  });

  it('filters by name; disabled team members are not reached', async () => {
    const found = await matrix('?keyword=ci');
    expect(found.total).toBe(1);
    expect(names(found)).toEqual(['Mx Cid']);
    expect((await matrix('?keyword=Gone')).total).toBe(0);
    expect((await matrix('?keyword=%25')).total).toBe(0);
  });
});
