import 'server-only';
import { Transform } from 'node:stream';
import { and, eq, ne } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { textToSpeech, type TextToSpeech } from '@/db/schema';
import { getStorage, toWebStream, type Storage } from '@/lib/storage';
import { round2, TTS } from './constants';
import { espeakProvider } from './espeak';
import { openAiSpeechProvider } from './openai';
import type { SpeechProvider } from './provider';
import { autoCorrectPadding, fitRate } from './request';
import { findVoice } from './voices';
import { padWav, readWav, silentWav } from './wav';

export type SpeechJobData = { organizationId: string; text2SpeechId: string };

/** The organisation's audios folder (spec 02 §7: storage folders by kind under the organisation prefix). */
export const audiosFolder = (orgId: string) => `orgs/${orgId}/audios/`;
export const speechKey = (row: Pick<TextToSpeech, 'organizationId' | 'workflowId' | 'id'>) => `${audiosFolder(row.organizationId)}${row.workflowId}/${row.id}.wav`;

function providerFor(db: Db, row: TextToSpeech): SpeechProvider | null {
  const voice = findVoice(row.voice);
  if (voice?.provider === 'espeak') return espeakProvider;
  if (voice?.provider === 'openai') return openAiSpeechProvider(db, row.organizationId);
  return null;
}

/** Speech for the row's request: automatic speed speaks once at speed 1, then at the rate that fits the target. */
async function synthesize(provider: SpeechProvider, row: TextToSpeech, signal?: AbortSignal): Promise<Buffer> {
  if (!row.text.trim()) return silentWav(row.targetDuration ?? row.span);
  if (row.rate !== null) return provider.synthesize({ text: row.text, voice: row.voice, rate: row.rate, signal });
  const natural = await provider.synthesize({ text: row.text, voice: row.voice, rate: 1, signal });
  const target = row.targetDuration ?? row.span;
  const seconds = readWav(natural).duration;
  if (Math.abs(seconds - target) <= TTS.tolerance) return natural;
  return provider.synthesize({ text: row.text, voice: row.voice, rate: fitRate(seconds, target), signal });
}

/**
 * Speech at a fixed rate from an engine that streams (espeak-ng) goes into storage while it is
 * spoken — one pass, no buffer-then-write — and is kept in memory alongside for its duration.
 * Answers null when the request is not of that kind (then synthesize() and a put).
 */
async function streamToStorage(storage: Storage, key: string, provider: SpeechProvider, row: TextToSpeech, signal?: AbortSignal): Promise<Buffer | null> {
  if (!provider.stream || row.rate === null || !row.text.trim()) return null;
  const { audio, done } = provider.stream({ text: row.text, voice: row.voice, rate: row.rate, signal });
  const chunks: Buffer[] = [];
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback(null, chunk);
    },
  });
  audio.on('error', (error) => tap.destroy(error));
  await Promise.all([storage.put(key, toWebStream(audio.pipe(tap)), { contentType: 'audio/wav' }), done]);
  return Buffer.concat(chunks);
}

const setRow = (db: Db, row: TextToSpeech, values: Partial<TextToSpeech>) =>
  db
    .update(textToSpeech)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(textToSpeech.id, row.id), eq(textToSpeech.organizationId, row.organizationId)));

/**
 * The generation job's work, idempotent: a completed row is left alone; the audio's key is
 * derived from the row, so a second run overwrites the same object. A failure is recorded on
 * the row (status failure, a message key) for the page's retry instead of failing the job.
 */
export async function runSpeech(data: SpeechJobData, signal?: AbortSignal): Promise<TextToSpeech['status']> {
  const db = await getDb();
  // One statement claims the row (processing); none comes back when it is done already (or gone): nothing to do.
  const [row] = await db
    .update(textToSpeech)
    .set({ status: 'processing', updatedAt: new Date() })
    .where(and(eq(textToSpeech.id, data.text2SpeechId), eq(textToSpeech.organizationId, data.organizationId), ne(textToSpeech.status, 'completed')))
    .returning();
  if (!row) return 'completed';
  const provider = providerFor(db, row);
  if (!provider) {
    await setRow(db, row, { status: 'failure', failure: 'advancedEditor.voiceOver.errors.providerUnavailable' });
    return 'failure';
  }
  try {
    const key = speechKey(row);
    const storage = getStorage();
    const streamed = await streamToStorage(storage, key, provider, row, signal);
    const speech = streamed ?? (await synthesize(provider, row, signal));
    const padding = autoCorrectPadding(readWav(speech).duration, row.targetDuration ?? row.span);
    const audio = padding ? padWav(speech, padding) : speech;
    // Stored already when streamed, unless auto-correct padded it.
    if (!streamed || padding) await storage.put(key, audio, { contentType: 'audio/wav' });
    await setRow(db, row, { status: 'completed', failure: null, storageKey: key, duration: round2(readWav(audio).duration) });
    return 'completed';
  } catch (error) {
    console.error('text-to-speech generation failed', { id: row.id, error: error instanceof Error ? error.message : String(error) });
    await setRow(db, row, { status: 'failure', failure: 'advancedEditor.voiceOver.errors.generationFailed' });
    return 'failure';
  }
}
