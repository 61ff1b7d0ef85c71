import { round2, TTS } from './constants';
import type { AudioSourceDto, Speed, TtsBlock } from './schema';

/**
 * The rules of text-to-speech blocks (spec 02 §4 block status, §5 request, §9 constants), pure so
 * the page and the server agree and they can be tested alone.
 */
export type BlockStatus =
  | 'todo'
  | 'warningAllowGenerate'
  | 'warningPendingUserAction'
  | 'audioLoading'
  | 'playing'
  | 'pending'
  | 'processing'
  | 'completed'
  | 'failure';

export type Playback = 'loading' | 'playing' | null;
type Source = Pick<AudioSourceDto, 'status' | 'text' | 'voice' | 'rate' | 'duration'>;

export const spanOf = (b: Pick<TtsBlock, 'startTime' | 'endTime'>) => round2(b.endTime - b.startTime);

// espeak-ng's and OpenAI's speakers both talk at about 15 characters a second at speed 1.
const CHARS_PER_SECOND = 15;
export const estimateSpeechSeconds = (text: string, speed: Speed) => text.trim().length / CHARS_PER_SECOND / (speed === 'auto' ? 1 : speed);

const sameSpeed = (speed: Speed, rate: number | null) => (speed === 'auto' ? rate === null : rate === speed);

/** Whether the block no longer matches its audio: text, voice or speed changed, or its span moved with automatic speed. */
export function isStale(block: TtsBlock, source: Source): boolean {
  if (block.text !== source.text || block.voice !== source.voice || !sameSpeed(block.speed, source.rate)) return true;
  return block.isDirty && block.speed === 'auto' && round2(Math.abs((source.duration ?? 0) - spanOf(block))) > TTS.tolerance;
}

/**
 * The status a block shows. Our reading of the two warnings the spec names without rules:
 * warningAllowGenerate — a block to generate whose text will likely not fit its span at its speed;
 * warningPendingUserAction — generated audio longer than the span beyond the auto-correct
 * threshold (it runs into what follows: shorten the text, use automatic speed or widen the span).
 */
export function blockStatus(block: TtsBlock, source: Source | undefined, playback: Playback = null): BlockStatus {
  const unfinished = () => (estimateSpeechSeconds(block.text, block.speed) > spanOf(block) + TTS.autoCorrectThreshold && block.speed !== 'auto' ? 'warningAllowGenerate' : 'todo');
  if (!block.text2SpeechId || !source) return unfinished();
  if (source.status === 'pending' || source.status === 'processing' || source.status === 'failure') return source.status;
  if (isStale(block, source)) return unfinished();
  if (playback === 'loading') return 'audioLoading';
  if (playback === 'playing') return 'playing';
  if ((source.duration ?? 0) > spanOf(block) + TTS.autoCorrectThreshold) return 'warningPendingUserAction';
  return 'completed';
}

/** On completion the block time becomes the larger of the old time and the audio duration, and the dirty flag clears. */
export const completeBlock = (block: TtsBlock, source: Pick<AudioSourceDto, 'id' | 'duration' | 'text'>): TtsBlock => ({
  ...block,
  text2SpeechId: source.id,
  time: round2(Math.max(block.time, source.duration ?? 0)),
  markedText: source.text,
  isDirty: false,
});

/** A generation sent: the block points at its new audio source. */
export const pendBlock = (block: TtsBlock, text2SpeechId: string): TtsBlock => ({ ...block, text2SpeechId, markedText: null });

/** A new block at the playhead: the §9 span, cut short by the step's end or the next block; null when there is no room. */
export function newBlock(at: number, blocks: readonly TtsBlock[], stepDuration: number, voice: string, key: string): TtsBlock | null {
  const start = round2(Math.max(0, at));
  if (blocks.some((b) => start >= b.startTime - TTS.tolerance && start < b.endTime - TTS.tolerance)) return null;
  const next = Math.min(stepDuration, ...blocks.filter((b) => b.startTime >= start).map((b) => b.startTime));
  const end = round2(Math.min(start + TTS.newBlockSpan, next));
  if (end - start < TTS.defaultBlockTime) return null;
  return { key, text2SpeechId: null, text: '', time: TTS.defaultBlockTime, speed: TTS.defaultSpeed, markedText: null, startTime: start, endTime: end, voice, isDirty: false };
}

/** A block whose span moved: marked dirty (automatic speed then asks for new audio when the duration no longer fits). */
export const moveBlock = (block: TtsBlock, startTime: number, endTime: number): TtsBlock => ({ ...block, startTime: round2(startTime), endTime: round2(endTime), isDirty: true });

/** The speed control's value for a selection: the common speed, or -1 when they differ. */
export function selectionSpeed(blocks: readonly Pick<TtsBlock, 'speed'>[]): Speed | typeof TTS.mixedSpeed {
  if (!blocks.length) return TTS.defaultSpeed;
  const first = blocks[0]!.speed;
  return blocks.every((b) => b.speed === first) ? first : TTS.mixedSpeed;
}

export type TimelineItem = { kind: 'block'; block: TtsBlock } | { kind: 'pause'; start: number; end: number };

/** Blocks in time order with the gaps over 1 s between them (and at the edges of the step) as marked pauses. */
export function timelineItems(blocks: readonly TtsBlock[], stepDuration: number): TimelineItem[] {
  const items: TimelineItem[] = [];
  let cursor = 0;
  const pause = (end: number) => {
    if (end - cursor > TTS.pauseGap) items.push({ kind: 'pause', start: round2(cursor), end: round2(end) });
  };
  for (const block of [...blocks].sort((a, b) => a.startTime - b.startTime)) {
    pause(block.startTime);
    items.push({ kind: 'block', block });
    cursor = Math.max(cursor, block.endTime);
  }
  pause(stepDuration);
  return items;
}

/** Why a step's blocks cannot be saved (message key), or null: inside the step and not overlapping. */
export function blocksProblem(blocks: readonly TtsBlock[], stepDuration: number): string | null {
  const sorted = [...blocks].sort((a, b) => a.startTime - b.startTime);
  if (sorted.some((b) => b.endTime > stepDuration + TTS.tolerance)) return 'advancedEditor.voiceOver.errors.outsideStep';
  if (sorted.some((b, i) => i > 0 && b.startTime < sorted[i - 1]!.endTime - TTS.tolerance)) return 'advancedEditor.voiceOver.errors.overlap';
  if (new Set(sorted.map((b) => b.key)).size !== sorted.length) return 'advancedEditor.voiceOver.errors.duplicateKey';
  return null;
}
