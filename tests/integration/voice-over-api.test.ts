import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as retry } from '@/app/api/v1/text-2-speech/[id]/retry/route';
import { GET as getSpeech } from '@/app/api/v1/text-2-speech/route';
import { GET as histories } from '@/app/api/v1/workflows/[id]/text-2-speech-histories/route';
import { POST as generate } from '@/app/api/v1/workflows/[id]/text-2-speech/route';
import { GET as getVoiceOver, PUT as putVoiceOver } from '@/app/api/v1/workflows/[id]/voice-over/route';
import type { WorkflowStep } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { getStorage, toBuffer } from '@/lib/storage';
import { runSpeech } from '@/lib/tts/generate';
import { readWav } from '@/lib/tts/wav';
import { addMember, apiRequest, createOrg, createUser, createWorkspace, routeParams, sessionCookie } from '../helpers/factories';
import { startOpenAiStandIn, type OpenAiStandIn } from '../helpers/openai-stand-in';
import { createWorkflow } from '../helpers/workflow-factory';

let orgId: string;
let workflowId: string;
let steps: WorkflowStep[];
let otherStepId: string;
let standIn: OpenAiStandIn;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  process.env.JOBS_IN_PROCESS = 'false';
  standIn = await startOpenAiStandIn();
  orgId = (await createOrg()).id;
  const workspaceId = (await createWorkspace(orgId)).id;
  const author = await createUser(orgId, 'publisher');
  const viewer = await createUser(orgId, 'viewer');
  await addMember(orgId, workspaceId, author.id, 'publisher');
  await addMember(orgId, workspaceId, viewer.id, 'viewer');
  ({ workflow: { id: workflowId }, steps } = await createWorkflow(orgId, workspaceId, { authorId: author.id, steps: [10, 8] }));
  otherStepId = (await createWorkflow(orgId, workspaceId, { authorId: author.id, steps: [5] })).steps[0]!.id;
  const otherOrg = (await createOrg()).id;
  const stranger = await createUser(otherOrg, 'admin-organization');
  const offOrg = await createOrg({ settings: { features: { enableText2Speech: { featureEnabled: true, enabled: false } } } });
  const offAdmin = await createUser(offOrg.id, 'admin-organization');
  for (const [name, user] of Object.entries({ author, viewer, stranger, offAdmin })) cookies[name] = (await sessionCookie(user)).cookie;
}, 60_000);

afterAll(async () => {
  await standIn.close();
  await stopBoss({ graceful: false });
});

const OPENAI_ENV = ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MAX_RETRIES'] as const;
afterEach(() => {
  for (const name of OPENAI_ENV) delete process.env[name];
  standIn.failChat(null);
});
const useOpenAi = () => Object.assign(process.env, { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: standIn.baseURL, OPENAI_MAX_RETRIES: '0' });

const block = (over: Record<string, unknown> = {}) => ({ key: 'b1', stepId: steps[0]!.id, text: 'Open the valve slowly.', voice: 'espeak:en-us', speed: 1, startTime: 1, endTime: 4, ...over });
const post = (body: unknown, cookie = cookies.author, id = workflowId) =>
  generate(apiRequest(`/api/v1/workflows/${id}/text-2-speech`, { method: 'POST', body, cookie }), routeParams({ id }));
const poll = (ids: string[], cookie = cookies.author) => getSpeech(apiRequest(`/api/v1/text-2-speech?text2SpeechIds=${ids.join(',')}`, { cookie }), routeParams({}));
const retryOf = (id: string, cookie = cookies.author) => retry(apiRequest(`/api/v1/text-2-speech/${id}/retry`, { method: 'POST', cookie }), routeParams({ id }));

/** Requests one block, runs its job's work, and answers the polled generation. */
async function generateOne(over: Record<string, unknown> = {}) {
  const res = await post({ text2Speechs: [block(over)] });
  expect(res.status).toBe(202);
  const [{ key, text2SpeechId }] = (await res.json()).items;
  expect(key).toBe(over.key ?? 'b1');
  const [pending] = (await (await poll([text2SpeechId])).json()).items;
  expect(pending).toMatchObject({ id: text2SpeechId, status: 'pending', speechURL: null });
  const status = await runSpeech({ organizationId: orgId, text2SpeechId });
  const [item] = (await (await poll([text2SpeechId])).json()).items;
  expect(item.status).toBe(status);
  return item;
}

async function storedWav(id: string) {
  const key = `orgs/${orgId}/audios/${workflowId}/${id}.wav`;
  const object = await getStorage().get(key);
  expect(object?.contentType).toBe('audio/wav');
  return readWav(await toBuffer(object!.body));
}

describe('who may', () => {
  it('authors only; viewers 403, another organisation 404, feature off 403, signed out 401', async () => {
    const load = (cookie?: string) => getVoiceOver(apiRequest(`/api/v1/workflows/${workflowId}/voice-over`, { cookie }), routeParams({ id: workflowId }));
    const res = await load(cookies.author);
    expect(res.status).toBe(200);
    const { item } = await res.json();
    expect(item.steps.map((s: { id: string }) => s.id)).toEqual(steps.map((s) => s.id));
    expect(item.voices.map((v: { id: string }) => v.id)).toContain('espeak:en-us');
    expect(item.voices.every((v: { provider: string }) => v.provider === 'espeak')).toBe(true);
    expect((await load(cookies.viewer)).status).toBe(403);
    expect((await load(cookies.stranger)).status).toBe(404);
    expect((await post({ text2Speechs: [block()] }, cookies.stranger)).status).toBe(404);
    const off = await load(cookies.offAdmin);
    expect(off.status).toBe(403);
    expect((await off.json()).error.message).toBe('advancedEditor.voiceOver.featureOff');
    expect((await load()).status).toBe(401);
  });

  it('refuses an unknown voice, a step of another workflow, an empty span with 422', async () => {
    expect((await post({ text2Speechs: [block({ voice: 'espeak:klingon' })] })).status).toBe(422);
    const foreign = await post({ text2Speechs: [block({ stepId: otherStepId })] });
    expect(foreign.status).toBe(422);
    expect((await foreign.json()).error.message).toBe('advancedEditor.voiceOver.errors.unknownStep');
    expect((await post({ text2Speechs: [block({ startTime: 2, endTime: 2 })] })).status).toBe(422);
  });
});

describe('generation with espeak-ng', () => {
  it('speaks a block at speed 1 into the organisation audios folder, auto-corrected to its span when close', async () => {
    const item = await generateOne({ text: 'Open the valve.', startTime: 0, endTime: 3 });
    expect(item).toMatchObject({ status: 'completed', voice: 'espeak:en-us', rate: 1, language: 'en-us', failure: null });
    expect(item.speechURL).toBeTruthy();
    const wav = await storedWav(item.id);
    expect(wav.duration).toBeCloseTo(item.duration, 1);
    // About a second of speech: not within 0.75 s of the 3 s span, so not padded.
    expect(item.duration).toBeGreaterThan(0.6);
    expect(item.duration).toBeLessThan(2.2);
  });

  it('fits automatic speed to the span', async () => {
    const text = 'Close the main valve, check the pressure gauge and write the reading in the log book.';
    const item = await generateOne({ text, speed: 'auto', startTime: 0, endTime: 3 });
    expect(item).toMatchObject({ status: 'completed', rate: null, targetDuration: 3 });
    expect(item.duration).toBeGreaterThanOrEqual(2.99);
    expect(item.duration).toBeLessThanOrEqual(3.75);
  });

  it('sends an empty block with only its duration: silence of the span', async () => {
    const item = await generateOne({ text: '', startTime: 2, endTime: 3.5 });
    expect(item.status).toBe('completed');
    expect(item.duration).toBe(1.5);
    expect((await storedWav(item.id)).duration).toBeCloseTo(1.5, 2);
  });
});

describe('generation with OpenAI (real client, local stand-in)', () => {
  it('speaks through audio.speech with the voice, speed and wav format', async () => {
    useOpenAi();
    const item = await generateOne({ voice: 'openai:nova', speed: 1.5, text: 'x'.repeat(45), startTime: 0, endTime: 5 });
    expect(item).toMatchObject({ status: 'completed', voice: 'openai:nova', rate: 1.5 });
    expect(standIn.speechRequests.at(-1)).toMatchObject({ voice: 'nova', responseFormat: 'wav', speed: 1.5, model: 'gpt-4o-mini-tts', authorization: 'Bearer sk-test' });
    expect(item.duration).toBeCloseTo(2, 1);
  });

  it('records a failure, which the author retries into a completed block', async () => {
    useOpenAi();
    standIn.failChat('server');
    const failed = await generateOne({ voice: 'openai:alloy', text: 'Lift with your legs.' });
    expect(failed).toMatchObject({ status: 'failure', failure: 'advancedEditor.voiceOver.errors.generationFailed', speechURL: null });
    expect((await retryOf(failed.id, cookies.stranger)).status).toBe(404);
    expect((await retryOf(failed.id, cookies.viewer)).status).toBe(403);
    standIn.failChat(null);
    const res = await retryOf(failed.id);
    expect(res.status).toBe(200);
    expect((await res.json()).item.status).toBe('pending');
    expect(await runSpeech({ organizationId: orgId, text2SpeechId: failed.id })).toBe('completed');
    expect((await retryOf(failed.id)).status).toBe(409);
  });

  it('streams espeak-ng into storage while it speaks, and stores nothing when espeak-ng fails half-way', async () => {
    const spoken = await generateOne({ text: 'Close the lid before you start.' });
    expect(spoken.status).toBe('completed');
    const wav = await storedWav(spoken.id);
    expect(wav.duration).toBeGreaterThan(0.5);
    expect(spoken.duration).toBeCloseTo(wav.duration, 1);

    // An espeak-ng that writes the start of a WAV and then dies: the half-written audio never becomes the object.
    const dir = await mkdtemp(path.join(tmpdir(), 'openhow-espeak-'));
    const broken = path.join(dir, 'espeak-ng');
    await writeFile(broken, '#!/bin/sh\ncat > /dev/null\nprintf "RIFF\\044\\360\\377\\177WAVEfmt "\nexit 3\n', { mode: 0o755 });
    process.env.ESPEAK_PATH = broken;
    try {
      const failed = await generateOne({ text: 'This one breaks.' });
      expect(failed).toMatchObject({ status: 'failure', failure: 'advancedEditor.voiceOver.errors.generationFailed', speechURL: null });
      expect(await getStorage().exists(`orgs/${orgId}/audios/${workflowId}/${failed.id}.wav`)).toBe(false);
    } finally {
      delete process.env.ESPEAK_PATH;
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('fails an OpenAI voice when no provider is configured', async () => {
    const item = await generateOne({ voice: 'openai:echo' });
    expect(item).toMatchObject({ status: 'failure', failure: 'advancedEditor.voiceOver.errors.providerUnavailable' });
  });
});

describe('polling and histories', () => {
  it('polls only the caller organisation ids; the history lists every generation newest first', async () => {
    const res = await histories(apiRequest(`/api/v1/workflows/${workflowId}/text-2-speech-histories`, { cookie: cookies.author }), routeParams({ id: workflowId }));
    const { items } = await res.json();
    expect(items.length).toBeGreaterThanOrEqual(6);
    const times = items.map((i: { createdAt: string }) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await (await poll([items[0].id], cookies.stranger)).json()).items).toEqual([]);
    expect((await poll(['not-a-uuid'])).status).toBe(422);
    const foreign = await histories(apiRequest(`/api/v1/workflows/${workflowId}/text-2-speech-histories`, { cookie: cookies.stranger }), routeParams({ id: workflowId }));
    expect(foreign.status).toBe(404);
  });
});

describe('saving blocks', () => {
  const putAt = (body: unknown, cookie = cookies.author) =>
    putVoiceOver(apiRequest(`/api/v1/workflows/${workflowId}/voice-over`, { method: 'PUT', body, cookie }), routeParams({ id: workflowId }));
  const current = async () => (await (await getVoiceOver(apiRequest(`/api/v1/workflows/${workflowId}/voice-over`, { cookie: cookies.author }), routeParams({ id: workflowId }))).json()).item;
  /** A save based on the revision the editor has now (as the page sends it). */
  const put = async (body: Record<string, unknown>, cookie = cookies.author) => putAt({ revision: (await current()).revision, ...body }, cookie);
  const saved = (over: Record<string, unknown> = {}) => ({ key: 'a', text: 'Hi', voice: 'espeak:en-us', startTime: 0, endTime: 2, ...over });

  it('keeps blocks per step and the mix mode, with their generations', async () => {
    const done = await generateOne({ text: 'Hi' });
    const res = await put({ mode: 'replace', steps: { [steps[1]!.id]: [saved({ text2SpeechId: done.id })] } });
    expect(res.status).toBe(200);
    const { item } = await res.json();
    expect(item.mode).toBe('replace');
    expect(item.steps[1].blocks).toEqual([expect.objectContaining({ key: 'a', text2SpeechId: done.id, speed: 1, time: 0.5, isDirty: false })]);
    expect(item.sources.map((s: { id: string }) => s.id)).toEqual([done.id]);
  });

  it('refuses overlapping blocks, blocks past the step end and another workflow step with 422', async () => {
    const overlap = await put({ mode: 'duck', steps: { [steps[0]!.id]: [saved(), saved({ key: 'b', startTime: 1.5, endTime: 3 })] } });
    expect(overlap.status).toBe(422);
    expect((await overlap.json()).error.message).toBe('advancedEditor.voiceOver.errors.overlap');
    const past = await put({ mode: 'duck', steps: { [steps[1]!.id]: [saved({ startTime: 7, endTime: 9 })] } });
    expect((await past.json()).error.message).toBe('advancedEditor.voiceOver.errors.outsideStep');
    expect((await put({ mode: 'duck', steps: { [otherStepId]: [saved()] } })).status).toBe(422);
    expect((await put({ mode: 'loud', steps: {} })).status).toBe(422);
    expect((await put({ mode: 'duck', steps: {} }, cookies.viewer)).status).toBe(403);
  });

  it('claims the revision like every editor save: a stale save is 409 editor.staleRevision and changes nothing', async () => {
    const before = await current();
    const first = await putAt({ revision: before.revision, mode: 'duck', steps: { [steps[0]!.id]: [saved({ text: 'First author' })] } });
    expect(first.status).toBe(200);
    const after = (await first.json()).item;
    expect(after.revision).toBe(before.revision + 1);
    // A second tab still on the old revision: refused, with the current revision for the conflict dialog.
    const stale = await putAt({ revision: before.revision, mode: 'replace', steps: { [steps[0]!.id]: [saved({ text: 'Second author' })] } });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toMatchObject({ message: 'editor.staleRevision', details: { revision: after.revision } });
    const now = await current();
    expect(now).toMatchObject({ revision: after.revision, mode: 'duck' });
    expect(now.steps[0].blocks).toEqual([expect.objectContaining({ text: 'First author' })]);
    // A save without a revision is no save.
    expect((await putAt({ mode: 'duck', steps: {} })).status).toBe(422);
  });
});
