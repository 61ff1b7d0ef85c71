import 'server-only';
import type { Readable } from 'node:stream';
import type { TtsProviderName } from './voices';

export type SpeechRequest = { text: string; voice: string; rate: number; signal?: AbortSignal };
/** Audio as it is spoken, and when (and whether) the engine finished well. */
export type SpeechStream = { audio: Readable; done: Promise<void> };

/** One speech engine: a text in a voice at a rate (1 = normal) → a PCM WAV file. */
export type SpeechProvider = {
  name: TtsProviderName;
  synthesize(options: SpeechRequest): Promise<Buffer>;
  /** Engines that speak as a stream (espeak-ng): the audio can be stored while it is made. */
  stream?(options: SpeechRequest): SpeechStream;
};
