/** Spec 02 §3 Transcription: sentences with word timings, seconds from the start of the video. */
export type TranscriptWord = { word: string; startTime: number; endTime: number };
export type TranscriptSentence = { sentence: string; startTime: number; endTime: number; words: TranscriptWord[] };

export type TranscribeInput = {
  /** 16 kHz mono WAV (lib/media extractAudio). */
  audioPath: string;
  /** The workflow's language code (en-us, de-de …). */
  languageCode: string;
  /** Length of the audio in seconds. */
  duration: number;
  signal?: AbortSignal;
};

/** A speech-to-text service. `name` is stored with the transcription and in the history. */
export type TranscriptionProvider = {
  name: 'openai' | 'pocketsphinx';
  transcribe(input: TranscribeInput): Promise<TranscriptSentence[]>;
};

/** Rounds a time to milliseconds, the precision every provider gives at best. */
export const roundTime = (seconds: number) => Math.round(Math.max(0, seconds) * 1000) / 1000;

/** Plain text of a transcript for Postgres full-text search (transcriptions.searchText). */
export const searchTextOf = (sentences: readonly TranscriptSentence[]) =>
  sentences.map((s) => s.sentence.trim()).filter(Boolean).join(' ');

/** The environment variables the providers read (a plain record, so tests pass their own). */
export type TranscriptionEnv = Record<string, string | undefined>;
