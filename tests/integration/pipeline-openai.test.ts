import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { transcriptions, workflows } from '@/db/schema';
import { extractAudio } from '@/lib/media/audio';
import { chooseProvider } from '@/lib/transcription';
import { createOpenAiProvider } from '@/lib/transcription/openai';
import { processWorkflow } from '@/lib/workflows/pipeline/process';
import { createOrg, createUser, createWorkspace } from '../helpers/factories';
import { startOpenAiStandIn, type OpenAiStandIn } from '../helpers/openai-stand-in';
import { createInitializedWorkflow, narratedClip } from '../helpers/workflow-fixtures';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

let standIn: OpenAiStandIn;
let tmp: string;
let wav: string;

const SENTENCES = [
  { text: 'Switch off the main power.', start: 0.5, end: 4 },
  { text: 'Remove the front cover.', start: 9, end: 12.5 },
  { text: 'Close the cover again.', start: 17, end: 21 },
];

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'openhow-openai-'));
  wav = (await extractAudio({ input: await narratedClip(), out: path.join(tmp, 'audio.wav') }))!.path;
}, 120_000);

afterAll(async () => {
  await standIn?.close();
  await rm(tmp, { recursive: true, force: true });
});

const env = () => ({ OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: standIn.baseURL });

describe('OpenAI transcription provider (real client, local stand-in)', () => {
  it('sends the audio for verbose_json with word timestamps and returns sentences with words', async () => {
    standIn.respond({ sentences: SENTENCES });
    const sentences = await createOpenAiProvider(env()).transcribe({ audioPath: wav, languageCode: 'en-us', duration: 24 });
    expect(sentences.map((s) => [s.sentence, s.startTime, s.endTime])).toEqual(SENTENCES.map((s) => [s.text, s.start, s.end]));
    expect(sentences[0].words.map((w) => w.word)).toEqual(['Switch', 'off', 'the', 'main', 'power']);
    const request = standIn.requests.at(-1)!;
    expect(request).toMatchObject({ authorization: 'Bearer sk-test-key', model: 'whisper-1', language: 'en', responseFormat: 'verbose_json' });
    expect(request.granularities.sort()).toEqual(['segment', 'word']);
    expect(request.fileBytes).toBeGreaterThan(100_000);
  });

  it('uses OPENAI_TRANSCRIBE_MODEL and reports server errors', async () => {
    standIn.respond({ sentences: SENTENCES });
    await createOpenAiProvider({ ...env(), OPENAI_TRANSCRIBE_MODEL: 'gpt-4o-transcribe' }).transcribe({ audioPath: wav, languageCode: 'de-de', duration: 24 });
    expect(standIn.requests.at(-1)).toMatchObject({ model: 'gpt-4o-transcribe', language: 'de' });
    standIn.respond({ status: 400 });
    await expect(createOpenAiProvider(env()).transcribe({ audioPath: wav, languageCode: 'en-us', duration: 24 })).rejects.toMatchObject({ status: 400 });
  });

  it('is chosen when configured, for any language; otherwise pocketsphinx for English only', async () => {
    expect((await chooseProvider('ja-jp', env()))?.name).toBe('openai');
    expect((await chooseProvider('en-us', {}))?.name).toBe('pocketsphinx');
    expect(await chooseProvider('ja-jp', {})).toBeNull();
    expect(await chooseProvider('en-us', { TRANSCRIPTION_PROVIDER: 'none' })).toBeNull();
  });

  it('transcribes a workflow in the pipeline when configured', async () => {
    process.env.PIPELINE_X264_PRESET = 'ultrafast';
    Object.assign(process.env, env());
    try {
      standIn.respond({ sentences: SENTENCES });
      const orgId = (await createOrg()).id;
      const workspaceId = (await createWorkspace(orgId)).id;
      const authorId = (await createUser(orgId, 'publisher')).id;
      const { workflow } = await createInitializedWorkflow({ orgId, workspaceId, authorId, clip: await narratedClip(), languageCode: 'fr-fr' });
      expect(await processWorkflow({ organizationId: orgId, workflowId: workflow.id })).toEqual({ status: 'finished' });
      const db = await getDb();
      expect(await db.query.workflows.findFirst({ where: eq(workflows.id, workflow.id) })).toMatchObject({ speechStatus: 'completed' });
      const [text] = await db.select().from(transcriptions).where(eq(transcriptions.workflowId, workflow.id));
      expect(text).toMatchObject({ source: 'asr', languageCode: 'fr-fr', searchText: SENTENCES.map((s) => s.text).join(' ') });
      expect(standIn.requests.at(-1)?.language).toBe('fr');
    } finally {
      delete process.env.OPENAI_API_KEY;
      delete process.env.OPENAI_BASE_URL;
    }
  }, 120_000);
});
