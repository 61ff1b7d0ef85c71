import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { transcriptions } from '@/db/schema';
import { runFfmpeg } from '@/lib/media/ffmpeg';
import { chooseProvider, searchTextOf, type TranscriptSentence } from '@/lib/transcription';
import type { Pause } from '../segmentation';
import type { PipelineContext } from './context';
import type { AudioResult } from './stage-frames';

export type TranscriptSource = 'asr' | 'manual' | 'upload';

/** What the transcribe stage decided: sentences (possibly none) or "wait for the author". */
export type TranscribeResult = { provider: string | null; waiting: boolean; sentences: TranscriptSentence[] };

export type SaveTranscriptInput = { orgId: string; workflowId: string; languageCode: string; source: TranscriptSource; sentences: TranscriptSentence[] };

/** One transcription per workflow and language: insert or replace (idempotent). */
export async function saveTranscript(db: Db, { orgId, workflowId, languageCode, source, sentences }: SaveTranscriptInput) {
  const values = { sentences, searchText: searchTextOf(sentences), source, updatedAt: new Date() };
  const [row] = await db
    .insert(transcriptions)
    .values({ organizationId: orgId, workflowId, languageCode, ...values })
    .onConflictDoUpdate({ target: [transcriptions.workflowId, transcriptions.languageCode], set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row;
}

/**
 * Speech to sentences with the provider for the workflow's language. Without a provider (or
 * without sound) the workflow waits for a transcript from the author.
 */
export async function transcribeWorkflow(ctx: PipelineContext, audio: AudioResult, duration: number): Promise<TranscribeResult> {
  const done = await ctx.readMarker<TranscribeResult>('transcribe');
  if (done) return done;
  const workflow = await ctx.load();
  const given = ctx.options.transcript;
  const provider = audio.key && !given ? await chooseProvider(workflow.languageCode) : null;
  let result: TranscribeResult = { provider: null, waiting: true, sentences: [] };
  if (given?.sentences.length) {
    const { source, sentences } = given;
    await saveTranscript(ctx.db, { orgId: ctx.orgId, workflowId: ctx.workflowId, languageCode: workflow.languageCode, source, sentences });
    result = { provider: source, waiting: false, sentences };
  } else if (provider && audio.key) {
    ctx.progress('transcribe', 0.1);
    const sentences = await provider.transcribe({
      audioPath: await ctx.local(audio.key),
      languageCode: workflow.languageCode,
      duration,
      signal: ctx.options.signal,
    });
    await saveTranscript(ctx.db, { orgId: ctx.orgId, workflowId: ctx.workflowId, languageCode: workflow.languageCode, source: 'asr', sentences });
    result = { provider: provider.name, waiting: false, sentences };
  }
  await ctx.writeMarker('transcribe', result);
  return result;
}

/** Silences of at least `minSeconds` (ffmpeg silencedetect), where steps are cut without a transcript. */
export async function detectSilences(file: string, signal?: AbortSignal, minSeconds = 0.5): Promise<Pause[]> {
  const pauses: Pause[] = [];
  let start: number | null = null;
  await runFfmpeg(['-i', file, '-af', `silencedetect=n=-35dB:d=${minSeconds},ametadata=mode=print:file=-`, '-f', 'null', '-'], {
    signal,
    onLine: (line) => {
      const [key, value] = line.split('=');
      if (key === 'lavfi.silence_start') start = Math.max(0, Number(value));
      if (key === 'lavfi.silence_end' && start !== null) {
        pauses.push({ start, end: Number(value) });
        start = null;
      }
    },
  });
  return pauses.filter((p) => Number.isFinite(p.start) && Number.isFinite(p.end) && p.end > p.start);
}
