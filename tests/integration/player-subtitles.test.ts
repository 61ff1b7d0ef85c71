import { beforeAll, describe, expect, it } from 'vitest';
import { GET as subtitlesRoute } from '@/app/api/v1/workflows/[id]/steps/[stepId]/subtitles/[file]/route';
import { getDb } from '@/db/client';
import { stepSubtitlesVtt } from '@/lib/player/step-subtitles';
import { call, createPlayerWorkflow, playerWorld } from './player-fixtures';

let world: Awaited<ReturnType<typeof playerWorld>>;
let wf: Record<'published' | 'draft' | 'secret' | 'foreign', { id: string; steps: string[] }>;

const vtt = (w: { id: string; steps: string[] }, step: number | string, file: string, cookie?: string) => {
  const stepId = typeof step === 'number' ? w.steps[step] : step;
  return call(subtitlesRoute, `/api/v1/workflows/${w.id}/steps/${stepId}/subtitles/${file}`, { cookie, params: { id: w.id, stepId, file } });
};

beforeAll(async () => {
  world = await playerWorld();
  const base = { orgId: world.org.id, workspaceId: world.open.id, authorId: world.publisher.id };
  const make = async (o: Partial<Parameters<typeof createPlayerWorkflow>[0]>) => {
    const { workflow, steps } = await createPlayerWorkflow({ ...base, ...o });
    return { id: workflow.id, steps: steps.map((s) => s.id) };
  };
  wf = {
    published: await make({}),
    draft: await make({ published: false }),
    secret: await make({ workspaceId: world.secret.id }),
    foreign: await make({ orgId: world.other.id, workspaceId: world.otherWs.id, authorId: world.otherUser.id }),
  };
}, 60_000);

describe('GET /api/v1/workflows/{id}/steps/{stepId}/subtitles/{lang}.vtt', () => {
  it('serves a step’s WebVTT with times relative to the step', async () => {
    const res = await vtt(wf.published, 1, 'en-us.vtt', world.cookies.viewer);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(res.body).toBe('WEBVTT\n\n1\n00:00:01.500 --> 00:00:04.000\nLoosen the collet nut.\n');
    const de = await vtt(wf.published, 0, 'de-de.vtt', world.cookies.viewer);
    expect(de.body).toContain('00:00:01.000 --> 00:00:04.000\nZuerst die Spindel anhalten.');
    // A step without German sentences still gets a valid, empty file.
    expect((await vtt(wf.published, 1, 'de-de.vtt', world.cookies.viewer)).body).toBe('WEBVTT\n');
  });

  it('answers 401 signed out', async () => {
    expect((await vtt(wf.published, 0, 'en-us.vtt')).status).toBe(401);
  });

  it('answers 404 for a language without transcript, a bad file name, or a step of another workflow', async () => {
    expect((await vtt(wf.published, 0, 'fr-fr.vtt', world.cookies.viewer)).status).toBe(404);
    expect((await vtt(wf.published, 0, 'en-us.srt', world.cookies.viewer)).status).toBe(404);
    expect((await vtt(wf.published, wf.draft.steps[0], 'en-us.vtt', world.cookies.publisher)).status).toBe(404);
    expect((await vtt(wf.published, 'not-a-step', 'en-us.vtt', world.cookies.viewer)).status).toBe(404);
  });

  it('hides unpublished workflows from viewers (authors may preview), private and foreign ones from outsiders', async () => {
    expect((await vtt(wf.draft, 0, 'en-us.vtt', world.cookies.viewer)).status).toBe(404);
    expect((await vtt(wf.draft, 0, 'en-us.vtt', world.cookies.publisher)).status).toBe(200);
    expect((await vtt(wf.secret, 0, 'en-us.vtt', world.cookies.viewer)).status).toBe(404);
    expect((await vtt(wf.foreign, 0, 'en-us.vtt', world.cookies.viewer)).status).toBe(404);
    expect((await vtt(wf.foreign, 0, 'en-us.vtt', world.cookies.other)).status).toBe(200);
  });

  it('builds the same file for an already-authorised workflow (the public player’s path) and keeps to its organisation', async () => {
    const db = await getDb();
    const text = await stepSubtitlesVtt(db, { orgId: world.org.id, workflow: { id: wf.published.id }, stepId: wf.published.steps[0], languageCode: 'en-us' });
    expect(text).toContain('Stop the spindle first.');
    await expect(stepSubtitlesVtt(db, { orgId: world.other.id, workflow: { id: wf.published.id }, stepId: wf.published.steps[0], languageCode: 'en-us' })).rejects.toMatchObject({ code: 'not_found' });
  });
});
