import 'server-only';
import type { TtsProviderName } from './voices';

/** One speech engine: a text in a voice at a rate (1 = normal) → a PCM WAV file. */
export type SpeechProvider = {
  name: TtsProviderName;
  synthesize(options: { text: string; voice: string; rate: number; signal?: AbortSignal }): Promise<Buffer>;
};
