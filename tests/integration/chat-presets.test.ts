import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUT as putMaven } from '@/app/api/v1/organization-settings/my/maven/route';
import { GET as getBuilder, PUT as putBuilder } from '@/app/api/v1/workflows/[id]/builder/route';
import { organizations, workflows } from '@/db/schema';
import { PRESET_LIMITS } from '@/lib/chat/preset-schema';
import { stopBoss } from '@/lib/jobs';
import type { OrgSettings } from '@/lib/orgs/settings';
import { db } from '@/tests/helpers/factories';
import { chatApi as api } from './chat-fixtures';
import { call, createWorkflow, workflowWorld, type WorkflowWorld } from './workflows-fixtures';

process.env.JOBS_IN_PROCESS = 'false';

let w: WorkflowWorld;
beforeAll(async () => {
  w = await workflowWorld();
}, 60_000);
afterAll(async () => {
  await stopBoss({ graceful: false });
});

const maven = (cookie: string, body: unknown) => call(putMaven, '/api/v1/organization-settings/my/maven', { cookie, method: 'PUT', body });
const builderPath = (id: string) => `/api/v1/workflows/${id}/builder`;
const load = (cookie: string, id: string) => call(getBuilder, builderPath(id), { cookie, params: { id } });
const save = (cookie: string, id: string, body: unknown) => call(putBuilder, builderPath(id), { cookie, method: 'PUT', body, params: { id } });
const stored = async () => ((await (await db()).select().from(organizations).where(eq(organizations.id, w.org.id)))[0]!.settings as OrgSettings).maven.presetQuestions;

/** The builder's form as loaded, with other preset questions (or none, `undefined`: an older client's form). */
async function formWith(cookie: string, id: string, presetQuestions: unknown) {
  const { body } = await load(cookie, id);
  const form = { ...(body.item.form as Record<string, unknown>) };
  delete form.presetQuestions;
  return { revision: body.item.revision as number, form: presetQuestions === undefined ? form : { ...form, presetQuestions } };
}

describe("the organisation's preset questions (PUT …/organization-settings/my/maven)", () => {
  it('keeps them trimmed and without duplicates, and refuses empty, overlong and too many questions with 422, changing nothing', async () => {
    const ok = await maven(w.cookies.orgAdmin, { presetQuestions: ['  Where is the first-aid kit? ', 'Where is the first-aid kit?', 'Who do I call at night?'] });
    expect(ok.status).toBe(200);
    expect(await stored()).toEqual(['Where is the first-aid kit?', 'Who do I call at night?']);
    const cases: Array<[unknown, string]> = [
      [['Fine?', '   '], 'presetQuestions.empty'],
      [['x'.repeat(PRESET_LIMITS.length + 1)], 'presetQuestions.tooLong'],
      [Array.from({ length: PRESET_LIMITS.organisation + 1 }, (_, i) => `Question ${i}?`), 'presetQuestions.tooMany'],
      [['Line one\nline two'], 'rules.controlCharacters'],
      [[42], 'presetQuestions.invalid'],
    ];
    for (const [presetQuestions, message] of cases) {
      const res = await maven(w.cookies.orgAdmin, { presetQuestions });
      expect(res.status, message).toBe(422);
      expect(JSON.stringify(res.body.error), message).toContain(message);
    }
    // Exactly the limits pass.
    const full = Array.from({ length: PRESET_LIMITS.organisation }, (_, i) => `${i}`.padEnd(PRESET_LIMITS.length, '?'));
    expect((await maven(w.cookies.orgAdmin, { presetQuestions: full })).status).toBe(200);
    expect(await stored()).toEqual(full);
    // An empty list clears them; a publisher may not change them.
    expect((await maven(w.cookies.orgAdmin, { presetQuestions: [] })).status).toBe(200);
    expect(await stored()).toEqual([]);
    expect((await maven(w.cookies.publisher, { presetQuestions: ['Mine?'] })).status).toBe(403);
    expect(await stored()).toEqual([]);
  });
});

describe("a workflow's own preset questions (the builder's form)", () => {
  it('are saved with the builder and offered after the organisation\'s in the player; without any, questions about the first steps are', async () => {
    const wf = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, authorId: w.users.publisher.id, state: 'published' });
    expect((await maven(w.cookies.orgAdmin, { presetQuestions: ['Where is the first-aid kit?'] })).status).toBe(200);
    const derived = (await api.workflowPresets(w.cookies.viewer, wf.id)).body as { items: string[] };
    expect(derived.items[0]).toBe('Where is the first-aid kit?');
    expect(derived.items.length).toBeGreaterThan(1);

    expect((await load(w.cookies.publisher, wf.id)).body.item.form.presetQuestions).toEqual([]);
    const res = await save(w.cookies.publisher, wf.id, await formWith(w.cookies.publisher, wf.id, ['  Which torque for the lid? ', 'Which torque for the lid?', 'Where is the first-aid kit?', 'Who signs the log?']));
    expect(res.status).toBe(200);
    expect(res.body.item.form.presetQuestions).toEqual(['Which torque for the lid?', 'Where is the first-aid kit?', 'Who signs the log?']);
    const own = (await api.workflowPresets(w.cookies.viewer, wf.id)).body as { items: string[] };
    expect(own.items).toEqual(['Where is the first-aid kit?', 'Which torque for the lid?', 'Who signs the log?']);

    // A form without the field (a browser draft older than it) leaves them as they are.
    expect((await save(w.cookies.publisher, wf.id, await formWith(w.cookies.publisher, wf.id, undefined))).status).toBe(200);
    const [row] = await (await db()).select().from(workflows).where(eq(workflows.id, wf.id));
    expect(row!.presetQuestions).toEqual(['Which torque for the lid?', 'Where is the first-aid kit?', 'Who signs the log?']);

    // Emptied, the player offers the step questions again.
    expect((await save(w.cookies.publisher, wf.id, await formWith(w.cookies.publisher, wf.id, []))).status).toBe(200);
    expect(((await api.workflowPresets(w.cookies.viewer, wf.id)).body as { items: string[] }).items).toEqual(derived.items);
  });

  it('refuses too many, empty and overlong questions with 422 (nothing saved), and answers 404 to another organisation', async () => {
    const wf = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, authorId: w.users.publisher.id, state: 'published' });
    const cases: Array<[string[], string]> = [
      [Array.from({ length: PRESET_LIMITS.workflow + 1 }, (_, i) => `Question ${i}?`), 'presetQuestions.tooMany'],
      [['Fine?', ''], 'presetQuestions.empty'],
      [['y'.repeat(PRESET_LIMITS.length + 1)], 'presetQuestions.tooLong'],
    ];
    for (const [list, message] of cases) {
      const res = await save(w.cookies.publisher, wf.id, await formWith(w.cookies.publisher, wf.id, list));
      expect(res.status, message).toBe(422);
      expect(JSON.stringify(res.body.error), message).toContain(message);
    }
    const [row] = await (await db()).select().from(workflows).where(eq(workflows.id, wf.id));
    expect(row!.presetQuestions).toEqual([]);
    expect(row!.revision).toBe(0);
    expect((await api.workflowPresets(w.cookies.outsider, wf.id)).status).toBe(404);
    expect((await save(w.cookies.outsider, wf.id, await formWith(w.cookies.publisher, wf.id, ['Mine?']))).status).toBe(404);
  });
});
