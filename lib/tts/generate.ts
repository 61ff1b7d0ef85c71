import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { textToSpeech, type TextToSpeech } from '@/db/schema';
import { getStorage } from '@/lib/storage';
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
    const speech = await synthesize(provider, row, signal);
    const padding = autoCorrectPadding(readWav(speech).duration, row.targetDuration ?? row.span);
    const audio = padding ? padWav(speech, padding) : speech;
    const key = speechKey(row);
    await getStorage().put(key, audio, { contentType: 'audio/wav' });
    await setRow(db, row, { status: 'completed', failure: null, storageKey: key, duration: round2(readWav(audio).duration) });
    return 'completed';
  } catch (error) {
    console.error('text-to-speech generation failed', { id: row.id, error: error instanceof Error ? error.message : String(error) });
    await setRow(db, row, { status: 'failure', failure: 'advancedEditor.voiceOver.errors.generationFailed' });
    return 'failure';
  }
}
