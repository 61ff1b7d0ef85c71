import { createReadStream } from 'node:fs';
import OpenAI from 'openai';
import { roundTime, type TranscriptionEnv, type TranscriptSentence, type TranscriptionProvider, type TranscriptWord } from './types';

export const DEFAULT_OPENAI_TRANSCRIBE_MODEL = 'whisper-1';

export const isOpenAiConfigured = (env: TranscriptionEnv = process.env) => Boolean(env.OPENAI_API_KEY);

type VerboseSegment = { start: number; end: number; text: string };
type VerboseWord = { word: string; start: number; end: number };
export type VerboseTranscription = { text?: string; segments?: VerboseSegment[]; words?: VerboseWord[] };

// A gap this long between words starts a new sentence when the answer has no segments.
const SENTENCE_GAP = 0.8;

/**
 * Pure: a verbose_json answer → sentences. Segments are the sentences; each word goes to the
 * segment its middle falls in. Without segments, words are grouped on pauses and full stops.
 */
export function sentencesFromVerbose(answer: VerboseTranscription): TranscriptSentence[] {
  const words: TranscriptWord[] = (answer.words ?? [])
    .filter((w) => w.word.trim())
    .map((w) => ({ word: w.word.trim(), startTime: roundTime(w.start), endTime: roundTime(w.end) }));
  const segments = (answer.segments ?? []).filter((s) => s.text.trim());
  if (segments.length) {
    return segments.map((segment, i) => {
      const last = i === segments.length - 1;
      const own = words.filter((w) => {
        const middle = (w.startTime + w.endTime) / 2;
        return middle >= segment.start && (middle < segment.end || (last && middle <= segment.end + 1));
      });
      return { sentence: segment.text.trim(), startTime: roundTime(segment.start), endTime: roundTime(segment.end), words: own };
    });
  }
  const sentences: TranscriptSentence[] = [];
  let group: TranscriptWord[] = [];
  const flush = () => {
    if (!group.length) return;
    sentences.push({ sentence: group.map((w) => w.word).join(' '), startTime: group[0].startTime, endTime: group.at(-1)!.endTime, words: group });
    group = [];
  };
  for (const word of words) {
    const previous = group.at(-1);
    if (previous && (word.startTime - previous.endTime >= SENTENCE_GAP || /[.!?。！？]$/.test(previous.word))) flush();
    group.push(word);
  }
  flush();
  return sentences;
}

/** en-us → en: the API takes ISO-639-1 codes. */
export const isoLanguage = (languageCode: string) => languageCode.toLowerCase().split(/[-_]/)[0];

/**
 * OpenAI's transcription endpoint (or any server speaking it, via OPENAI_BASE_URL), asked for
 * verbose_json with word and segment timestamps. The model comes from OPENAI_TRANSCRIBE_MODEL.
 */
export function createOpenAiProvider(env: TranscriptionEnv = process.env): TranscriptionProvider {
  const client = new OpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL || undefined, maxRetries: 2, timeout: 600_000 });
  const model = env.OPENAI_TRANSCRIBE_MODEL || DEFAULT_OPENAI_TRANSCRIBE_MODEL;
  return {
    name: 'openai',
    async transcribe({ audioPath, languageCode, signal }) {
      const answer = await client.audio.transcriptions.create(
        {
          file: createReadStream(audioPath),
          model,
          language: isoLanguage(languageCode),
          response_format: 'verbose_json',
          timestamp_granularities: ['word', 'segment'],
        },
        { signal },
      );
      return sentencesFromVerbose(answer as VerboseTranscription);
    },
  };
}
