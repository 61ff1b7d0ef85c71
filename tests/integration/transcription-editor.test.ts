import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as editorRoute, PUT as saveRoute } from '@/app/api/v1/workflows/[id]/transcription/route';
import { POST as languagesRoute } from '@/app/api/v1/workflows/[id]/transcription/languages/route';
import { POST as retranscribeRoute } from '@/app/api/v1/workflows/[id]/transcription/retranscribe/route';
import { GET as getRoute, PATCH as patchRoute } from '@/app/api/v1/transcriptions/[id]/route';
import { POST as importRoute } from '@/app/api/v1/transcriptions/[id]/import/route';
import { GET as versionsRoute } from '@/app/api/v1/transcriptions/[id]/versions/route';
import { POST as restoreRoute } from '@/app/api/v1/transcriptions/[id]/versions/[versionId]/restore/route';
import { GET as downloadRoute } from '@/app/api/v1/transcriptions/[id]/download/route';
import { GET as playerRoute } from '@/app/api/v1/player/workflow/route';
import { GET as stepVttRoute } from '@/app/api/v1/workflows/[id]/steps/[stepId]/subtitles/[file]/route';
import { organizations, transcriptions, workflowSteps } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { db, apiRequest, routeParams } from '@/tests/helpers/factories';
import { startOpenAiStandIn, type OpenAiStandIn } from '@/tests/helpers/openai-stand-in';
import { RETRANSCRIBE_JOB, runRetranscription, type RetranscribeJobData } from '@/lib/editor/transcription/retranscribe';
import { getStorage } from '@/lib/storage';
import { createContext } from '@/lib/workflows/pipeline/context';
import { call, createWorkflow, queuedJobs, workflowWorld, type WorkflowWorld } from './workflows-fixtures';

process.env.JOBS_IN_PROCESS = 'false';

let w: WorkflowWorld;
let standIn: OpenAiStandIn;
beforeAll(async () => {
  w = await workflowWorld();
  standIn = await startOpenAiStandIn();
}, 60_000);
afterAll(async () => {
  await standIn.close();
  await stopBoss({ graceful: false });
});

const make = (extra: Parameters<typeof createWorkflow>[0] extends infer O ? Partial<O> : never = {}) =>
  createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, authorId: w.users.publisher.id, state: 'unpublished', videoDuration: 20, ...extra });

const editor = (cookie: string, id: string) => call(editorRoute, `/api/v1/workflows/${id}/transcription`, { cookie, params: { id } });
const save = (cookie: string, id: string, body: unknown) => call(saveRoute, `/api/v1/workflows/${id}/transcription`, { cookie, method: 'PUT', body, params: { id } });
const patch = (cookie: string, id: string, body: unknown) => call(patchRoute, `/api/v1/transcriptions/${id}`, { cookie, method: 'PATCH', body, params: { id } });
const importText = (cookie: string, id: string, body: unknown) => call(importRoute, `/api/v1/transcriptions/${id}/import`, { cookie, method: 'POST', body, params: { id } });
const versions = (cookie: string, id: string) => call(versionsRoute, `/api/v1/transcriptions/${id}/versions`, { cookie, params: { id } });
const restore = (cookie: string, id: string, versionId: string) =>
  call(restoreRoute, `/api/v1/transcriptions/${id}/versions/${versionId}/restore`, { cookie, method: 'POST', params: { id, versionId } });
const addLanguage = (cookie: string, id: string, body: unknown) => call(languagesRoute, `/api/v1/workflows/${id}/transcription/languages`, { cookie, method: 'POST', body, params: { id } });
const download = (cookie: string, id: string, format: string) =>
  downloadRoute(apiRequest(`/api/v1/transcriptions/${id}/download?format=${format}`, { cookie }), routeParams({ id }));

const two = (first = 'Tighten the bolt.') => [
  { sentence: first, startTime: 0, endTime: 2, words: [] },
  { sentence: 'Check the torque.', startTime: 2.5, endTime: 4, words: [] },
];

async function opened(id: string) {
  const { status, body } = await editor(w.cookies.publisher, id);
  expect(status).toBe(200);
  return (body as unknown as { transcriptions: Array<{ id: string; revision: number; languageCode: string; sentences: Array<{ sentence: string; startTime: number; endTime: number }> }> }).transcriptions[0];
}

describe('GET /api/v1/workflows/{id}/transcription (the editor’s data)', () => {
  it('answers authors with the sentences and revision; viewers 403; another organisation 404', async () => {
    const wf = await make();
    const t = await opened(wf.id);
    expect(t).toMatchObject({ languageCode: 'en-us', revision: 0, sentences: [{ sentence: 'Tighten the bolt.', startTime: 0, endTime: 2 }] });
    expect((await editor(w.cookies.viewer, wf.id)).status).toBe(403);
    expect((await editor(w.cookies.outsider, wf.id)).status).toBe(404);
    // A workflow in a private workspace the publisher is not assigned to is unknown to them.
    const hidden = await createWorkflow({ orgId: w.org.id, workspaceId: w.ws.p.id, state: 'unpublished' });
    expect((await editor(w.cookies.publisher, hidden.id)).status).toBe(404);
  });
});

describe('PUT /api/v1/workflows/{id}/transcription', () => {
  it('saves a corrected word (versioned), then refuses a save based on the old revision with 409', async () => {
    const wf = await make();
    const t = await opened(wf.id);
    const first = await save(w.cookies.publisher, wf.id, { revision: t.revision, sentences: two('Tighten the nut.') });
    expect(first.status).toBe(200);
    expect(first.body.item).toMatchObject({ id: t.id, revision: 1, totalVersions: 1 });
    const stale = await save(w.cookies.publisher, wf.id, { revision: t.revision, sentences: two('Tighten the screw.') });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ message: 'editor.staleRevision', details: { revision: 1 } });
    const read = await call(getRoute, `/api/v1/transcriptions/${t.id}`, { cookie: w.cookies.publisher, params: { id: t.id } });
    expect(read.body.item.sentences[0].sentence).toBe('Tighten the nut.');
    const [row] = await (await db()).select().from(transcriptions).where(eq(transcriptions.id, t.id));
    expect(row.searchText).toBe('Tighten the nut. Check the torque.');
  });

  it('takes times as mm:ss.hh text (seconds below 60) and refuses malformed ones with a message key', async () => {
    const wf = await make();
    const t = await opened(wf.id);
    const ok = await save(w.cookies.publisher, wf.id, { revision: t.revision, sentences: [{ sentence: 'One.', startTime: '0:01.50', endTime: '0:03.05' }] });
    expect(ok.status).toBe(200);
    expect(ok.body.item.sentences[0]).toMatchObject({ startTime: 1.5, endTime: 3.05 });
    for (const bad of ['0:75.00', '1.5', 'ab:cd', '0:01.500']) {
      const refused = await save(w.cookies.publisher, wf.id, { revision: 1, sentences: [{ sentence: 'One.', startTime: bad, endTime: '0:04.00' }] });
      expect(refused.status, bad).toBe(422);
      expect(refused.body.error!.issues).toContainEqual({ path: 'sentences.0.startTime', message: 'transcriptionEditor.errors.timeText' });
    }
  });

  it('refuses empty sentences, overlaps, too-short sentences, times past the video and control characters (422), changing nothing', async () => {
    const wf = await make();
    const t = await opened(wf.id);
    const cases: Array<[unknown[], string]> = [
      [[{ sentence: '  ', startTime: 0, endTime: 2 }], 'transcriptionEditor.errors.empty'],
      [[{ sentence: 'A.', startTime: 0, endTime: 2 }, { sentence: 'B.', startTime: 1.5, endTime: 3 }], 'transcriptionEditor.errors.overlap'],
      [[{ sentence: 'A.', startTime: 1, endTime: 1.05 }], 'transcriptionEditor.errors.gap'],
      [[{ sentence: 'A\u0007.', startTime: 0, endTime: 2 }], 'rules.controlCharacters'],
    ];
    for (const [sentences, message] of cases) {
      const { status, body } = await save(w.cookies.publisher, wf.id, { revision: t.revision, sentences });
      expect(status, message).toBe(422);
      expect(JSON.stringify(body.error)).toContain(message);
    }
    const past = await save(w.cookies.publisher, wf.id, { revision: t.revision, sentences: [{ sentence: 'A.', startTime: 19, endTime: 21 }] });
    expect(past.status).toBe(422);
    expect(past.body.error).toMatchObject({ message: 'transcriptionEditor.errors.bounds', details: { index: 0 } });
    expect((await opened(wf.id)).revision).toBe(0);
  });

  it('refuses viewers (403) and other organisations (404)', async () => {
    const wf = await make();
    expect((await save(w.cookies.viewer, wf.id, { revision: 0, sentences: two() })).status).toBe(403);
    expect((await save(w.cookies.outsider, wf.id, { revision: 0, sentences: two() })).status).toBe(404);
  });
});

describe('PATCH /api/v1/transcriptions/{id}', () => {
  it("saves with the revision rule, answers another organisation's id as unknown, refuses viewers", async () => {
    const wf = await make();
    const t = await opened(wf.id);
    expect((await patch(w.cookies.publisher, t.id, { revision: 0, sentences: two('Loosen the bolt.') })).body.item.revision).toBe(1);
    expect((await patch(w.cookies.publisher, t.id, { revision: 0, sentences: two() })).status).toBe(409);
    expect((await patch(w.cookies.outsider, t.id, { revision: 1, sentences: two() })).status).toBe(404);
    expect((await patch(w.cookies.viewer, t.id, { revision: 1, sentences: two() })).status).toBe(403);
    expect((await patch(w.cookies.publisher, '00000000-0000-4000-8000-000000000000', { revision: 0, disabled: true })).status).toBe(404);
  });

  it('a disabled language is no longer offered by the player (nor its step subtitles)', async () => {
    const wf = await make({ state: 'published' });
    await (await db()).insert(transcriptions).values({ organizationId: w.org.id, workflowId: wf.id, languageCode: 'de-de', source: 'manual', sentences: two('Schraube anziehen.') });
    const data = await editor(w.cookies.publisher, wf.id);
    const german = (data.body as unknown as { transcriptions: Array<{ id: string; languageCode: string }> }).transcriptions.find((t) => t.languageCode === 'de-de')!;
    const player = async () =>
      ((await call(playerRoute, `/api/v1/player/workflow?workflowId=${wf.id}`, { cookie: w.cookies.viewer })).body.item as { subtitles: Array<{ languageCode: string }> }).subtitles.map((s) => s.languageCode);
    expect(await player()).toEqual(['en-us', 'de-de']);
    const off = await patch(w.cookies.publisher, german.id, { revision: 0, disabled: true });
    expect(off.body.item).toMatchObject({ disabled: true, revision: 1 });
    expect(await player()).toEqual(['en-us']);
    const [step] = await (await db()).select().from(workflowSteps).where(eq(workflowSteps.workflowId, wf.id)).limit(1);
    const vtt = await stepVttRoute(apiRequest('/x', { cookie: w.cookies.viewer }), routeParams({ id: wf.id, stepId: step.id, file: 'de-de.vtt' }));
    expect(vtt.status).toBe(404);
  });

  it('the player shows the corrected subtitle after a save', async () => {
    const wf = await make({ state: 'published' });
    const t = await opened(wf.id);
    await patch(w.cookies.publisher, t.id, { revision: 0, sentences: two('Tighten the nut.') });
    const player = await call(playerRoute, `/api/v1/player/workflow?workflowId=${wf.id}`, { cookie: w.cookies.viewer });
    expect((player.body.item as { transcript: Array<{ text: string }> }).transcript[0].text).toBe('Tighten the nut.');
  });
});

describe('POST /api/v1/transcriptions/{id}/import (upload or paste)', () => {
  it('replaces the sentences with a WebVTT, an SRT or plain text, each a new version; refuses a broken file with its line', async () => {
    const wf = await make();
    const t = await opened(wf.id);
    const vtt = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.500\n<v Ann>Open the valve.</v>\n\n00:00:04.000 --> 00:00:06.000\nClose it &amp; wait.\n';
    const a = await importText(w.cookies.publisher, t.id, { revision: 0, format: 'vtt', content: vtt });
    expect(a.status).toBe(200);
    expect(a.body.item.sentences.map((s: { sentence: string; startTime: number }) => [s.sentence, s.startTime])).toEqual([
      ['Open the valve.', 1],
      ['Close it & wait.', 4],
    ]);
    expect(a.body.item.source).toBe('upload');
    const srt = '1\n00:00:00,500 --> 00:00:02,000\nFirst line\n\n2\n00:00:02,000 --> 00:00:03,000\nSecond line\n';
    const b = await importText(w.cookies.publisher, t.id, { revision: 1, format: 'srt', content: srt });
    expect(b.body.item.sentences.map((s: { sentence: string; endTime: number }) => [s.sentence, s.endTime])).toEqual([
      ['First line', 2],
      ['Second line', 3],
    ]);
    const c = await importText(w.cookies.publisher, t.id, { revision: 2, format: 'text', content: 'Hello there. How are you?' });
    expect(c.body.item).toMatchObject({ source: 'manual', revision: 3 });
    expect(c.body.item.sentences.map((s: { sentence: string }) => s.sentence)).toEqual(['Hello there.', 'How are you?']);
    expect(c.body.item.sentences.at(-1).endTime).toBe(20);
    const broken = await importText(w.cookies.publisher, t.id, { revision: 3, format: 'vtt', content: 'WEBVTT\n\n00:00:01.000 --> soon\nText\n' });
    expect(broken.status).toBe(422);
    expect(broken.body.error).toMatchObject({ message: 'pipeline.transcriptInvalid', details: { line: 3 } });
    expect((await versions(w.cookies.publisher, t.id)).body.total).toBe(3);
  });
});

describe('versions of a transcription', () => {
  it('lists saved versions newest first and restores one (the present kept, the revision moved on)', async () => {
    const wf = await make();
    const t = await opened(wf.id);
    await save(w.cookies.publisher, wf.id, { revision: 0, sentences: two('Second text.') });
    await save(w.cookies.publisher, wf.id, { revision: 1, sentences: two('Third text.') });
    const list = await versions(w.cookies.publisher, t.id);
    expect(list.body.items.map((v: { version: number; createdBy: unknown; sentenceCount: number }) => [v.version, v.createdBy, v.sentenceCount])).toEqual([
      [2, { displayName: 'Pat Publisher' }, 2],
      [1, { displayName: 'Pat Publisher' }, 1],
    ]);
    const original = list.body.items[1];
    const restored = await restore(w.cookies.publisher, t.id, original.id);
    expect(restored.status).toBe(200);
    expect(restored.body.item).toMatchObject({ revision: 3, totalVersions: 3, sentences: [{ sentence: 'Tighten the bolt.' }] });
    // An editor still on revision 2 must reload.
    expect((await save(w.cookies.publisher, wf.id, { revision: 2, sentences: two() })).status).toBe(409);
    expect((await restore(w.cookies.viewer, t.id, original.id)).status).toBe(403);
    expect((await restore(w.cookies.outsider, t.id, original.id)).status).toBe(404);
    expect((await restore(w.cookies.publisher, t.id, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('GET /api/v1/transcriptions/{id}/download', () => {
  it('answers WebVTT, SRT and text files, and 403 when the organisation disables downloads', async () => {
    const wf = await make();
    const t = await opened(wf.id);
    const vtt = await download(w.cookies.publisher, t.id, 'vtt');
    expect(vtt.headers.get('content-type')).toContain('text/vtt');
    expect(vtt.headers.get('content-disposition')).toBe('attachment; filename="Workflow-unpublished-en-us.vtt"');
    expect(await vtt.text()).toBe('WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nTighten the bolt.\n');
    expect(await (await download(w.cookies.publisher, t.id, 'srt')).text()).toBe('1\n00:00:00,000 --> 00:00:02,000\nTighten the bolt.\n');
    expect(await (await download(w.cookies.publisher, t.id, 'txt')).text()).toBe('Tighten the bolt.\n');
    expect((await download(w.cookies.publisher, t.id, 'exe')).status).toBe(422);
    expect((await download(w.cookies.outsider, t.id, 'vtt')).status).toBe(404);
    const d = await db();
    const [org] = await d.select().from(organizations).where(eq(organizations.id, w.org.id));
    const settings = org.settings as Record<string, Record<string, unknown>>;
    await d.update(organizations).set({ settings: { ...settings, permissions: { ...(settings.permissions ?? {}), disableDownloads: true } } }).where(eq(organizations.id, w.org.id));
    try {
      const off = await download(w.cookies.publisher, t.id, 'vtt');
      expect(off.status).toBe(403);
      expect((await off.json()).error.message).toBe('transcriptionEditor.errors.downloadsOff');
    } finally {
      await d.update(organizations).set({ settings }).where(eq(organizations.id, w.org.id));
    }
  });
});

describe('subtitle languages', () => {
  it('adds a language as a copy to translate by hand; refuses a second row for it and unknown languages', async () => {
    const wf = await make();
    const added = await addLanguage(w.cookies.publisher, wf.id, { languageCode: 'he-il', mode: 'copy' });
    expect(added.status).toBe(201);
    expect(added.body.item).toMatchObject({ languageCode: 'he-il', source: 'manual', sentences: [{ sentence: 'Tighten the bolt.' }] });
    expect((await addLanguage(w.cookies.publisher, wf.id, { languageCode: 'he-il', mode: 'empty' })).status).toBe(409);
    expect((await addLanguage(w.cookies.publisher, wf.id, { languageCode: 'xx-yy', mode: 'empty' })).status).toBe(422);
    expect((await addLanguage(w.cookies.viewer, wf.id, { languageCode: 'de-de', mode: 'empty' })).status).toBe(403);
    expect((await addLanguage(w.cookies.outsider, wf.id, { languageCode: 'de-de', mode: 'empty' })).status).toBe(404);
  });

  it('machine-translates through the configured AI provider (the official client against a stand-in), and says so when there is none', async () => {
    const wf = await make();
    const saved = { key: process.env.OPENAI_API_KEY, url: process.env.OPENAI_BASE_URL };
    delete process.env.OPENAI_API_KEY;
    expect((await addLanguage(w.cookies.publisher, wf.id, { languageCode: 'de-de', mode: 'translate' })).body.error).toMatchObject({ message: 'transcriptionEditor.errors.noAi' });
    process.env.OPENAI_API_KEY = 'sk-test';
    process.env.OPENAI_BASE_URL = standIn.baseURL;
    try {
      const translated = await addLanguage(w.cookies.publisher, wf.id, { languageCode: 'de-de', mode: 'translate' });
      expect(translated.status).toBe(201);
      expect(translated.body.item).toMatchObject({ source: 'translation', sentences: [{ sentence: '[de-de] Tighten the bolt.', startTime: 0, endTime: 2 }] });
      expect(standIn.chatRequests.at(-1)!.authorization).toBe('Bearer sk-test');
    } finally {
      process.env.OPENAI_API_KEY = saved.key ?? '';
      if (!saved.key) delete process.env.OPENAI_API_KEY;
      if (saved.url) process.env.OPENAI_BASE_URL = saved.url;
      else delete process.env.OPENAI_BASE_URL;
    }
  });
});

describe('POST /api/v1/workflows/{id}/transcription/retranscribe', () => {
  it('is refused when no provider is configured', async () => {
    const wf = await make();
    const before = process.env.TRANSCRIPTION_PROVIDER;
    process.env.TRANSCRIPTION_PROVIDER = 'none';
    try {
      const res = await call(retranscribeRoute, `/api/v1/workflows/${wf.id}/transcription/retranscribe`, { cookie: w.cookies.publisher, method: 'POST', params: { id: wf.id } });
      expect(res.status).toBe(409);
      expect(res.body.error!.message).toBe('transcriptionEditor.errors.noProvider');
    } finally {
      if (before === undefined) delete process.env.TRANSCRIPTION_PROVIDER;
      else process.env.TRANSCRIPTION_PROVIDER = before;
    }
  });

  it('queues the job (shown as processing re-transcription); the job writes the provider’s sentences as a new version', async () => {
    const wf = await make();
    const t = await opened(wf.id);
    const ctx = createContext({ db: await db(), storage: getStorage(), orgId: w.org.id, workflowId: wf.id, workDir: '', options: {} });
    const audioKey = `${ctx.keys.prefix}audio.wav`;
    await getStorage().put(audioKey, Buffer.from('RIFF-not-really-audio'), { contentType: 'audio/wav' });
    await ctx.writeMarker('audio', { key: audioKey });
    const saved = { key: process.env.OPENAI_API_KEY, url: process.env.OPENAI_BASE_URL, provider: process.env.TRANSCRIPTION_PROVIDER };
    process.env.OPENAI_API_KEY = 'sk-test';
    process.env.OPENAI_BASE_URL = standIn.baseURL;
    process.env.TRANSCRIPTION_PROVIDER = 'openai';
    try {
      const res = await call(retranscribeRoute, `/api/v1/workflows/${wf.id}/transcription/retranscribe`, { cookie: w.cookies.publisher, method: 'POST', params: { id: wf.id } });
      expect(res.status).toBe(202);
      expect(res.body.item.editorStatus).toBe('processing re-transcription');
      const [job] = (await queuedJobs(RETRANSCRIBE_JOB)).filter((j) => j.data.workflowId === wf.id);
      expect(job).toMatchObject({ singletonKey: wf.id, data: { organizationId: w.org.id, requestedById: w.users.publisher.id } });
      // A second request while it runs is refused.
      expect((await call(retranscribeRoute, `/api/v1/workflows/${wf.id}/transcription/retranscribe`, { cookie: w.cookies.publisher, method: 'POST', params: { id: wf.id } })).status).toBe(409);
      standIn.respond({ sentences: [{ text: 'Fresh words here.', start: 0.5, end: 3 }] });
      await runRetranscription(job.data as RetranscribeJobData);
      const after = await opened(wf.id);
      expect(after).toMatchObject({ id: t.id, revision: 1, sentences: [{ sentence: 'Fresh words here.', startTime: 0.5, endTime: 3 }] });
      expect((await versions(w.cookies.publisher, t.id)).body.total).toBe(1);
      expect((await editor(w.cookies.publisher, wf.id)).body).toMatchObject({ workflow: { editorStatus: 'completed transcription' } });
    } finally {
      for (const [name, value] of [['OPENAI_API_KEY', saved.key], ['OPENAI_BASE_URL', saved.url], ['TRANSCRIPTION_PROVIDER', saved.provider]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
