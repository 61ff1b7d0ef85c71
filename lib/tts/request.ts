import { round2, TTS } from './constants';
import type { Speed } from './schema';
import { findVoice, languageOfVoice } from './voices';

/**
 * The text-to-speech request of a block (spec 02 §5): an empty text is sent with only its
 * duration; otherwise text, voice, rate, the language derived from the voice, and a target
 * duration when the speed is automatic.
 */
export type TtsRequest =
  | { kind: 'silence'; duration: number }
  | { kind: 'speech'; text: string; voice: string; rate: number | null; language: string; targetDuration: number | null; span: number };

export function ttsRequestOf(block: { text: string; voice: string; speed: Speed; startTime: number; endTime: number }, contentLanguage: string): TtsRequest {
  const span = round2(block.endTime - block.startTime);
  const text = block.text.trim();
  if (!text) return { kind: 'silence', duration: span };
  const voice = findVoice(block.voice);
  if (!voice) throw new Error(`unknown voice ${block.voice}`);
  const auto = block.speed === 'auto';
  return { kind: 'speech', text, voice: voice.id, rate: block.speed === 'auto' ? null : block.speed, language: languageOfVoice(voice, contentLanguage), targetDuration: auto ? span : null, span };
}

/** The rate that makes speech of `naturalSeconds` (at speed 1) last `targetSeconds`, within the speeds offered. */
export const fitRate = (naturalSeconds: number, targetSeconds: number) =>
  targetSeconds > 0 ? Math.min(TTS.maxSpeed, Math.max(TTS.minSpeed, naturalSeconds / targetSeconds)) : 1;

/** Silence to append so audio within the auto-correct threshold of the span lasts exactly the span (0 otherwise). */
export function autoCorrectPadding(audioSeconds: number, span: number): number {
  const short = span - audioSeconds;
  return short > 0 && short <= TTS.autoCorrectThreshold ? round2(short) : 0;
}

/** espeak-ng's words per minute for a speed (175 is its speed 1). */
export const espeakWordsPerMinute = (rate: number) => Math.round(175 * rate);
