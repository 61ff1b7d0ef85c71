import type { TranscriptSentence } from '@/lib/transcription/types';

/**
 * Automatic step segmentation (pure). Steps start and end on whole seconds — the keyframe grid of
 * the transcoded ladder — so packaging cuts them by stream copy. A cut goes where the speaker
 * pauses: between sentences when there is a transcript, in a silence otherwise.
 */
export type Pause = { start: number; end: number };
export type SegmentedStep = { start: number; end: number; title: string };

export type SegmentRules = {
  /** No step shorter than this (except a video shorter than it). */
  minStep: number;
  /** Where a cut is forced when no pause is found. */
  targetStep: number;
  /** A step longer than this is always cut. */
  maxStep: number;
  /** A pause at least this long ends a step even below maxStep. */
  strongPause: number;
};

/** With a transcript: steps of one thought, typically 10–25 s. */
export const SENTENCE_RULES: SegmentRules = { minStep: 6, targetStep: 15, maxStep: 25, strongPause: 0.9 };
/** Without one (spec contract: ~30 s chunks split on silences). */
export const SILENCE_RULES: SegmentRules = { minStep: 20, targetStep: 30, maxStep: 40, strongPause: Number.POSITIVE_INFINITY };

export const STEP_TITLE_MAX = 60;

type Candidate = { time: number; gap: number };

/** Cut candidates: the middle of each gap between sentences, or of each silence. */
function candidatesFrom(sentences: readonly TranscriptSentence[], pauses: readonly Pause[]): Candidate[] {
  if (sentences.length) {
    const sorted = [...sentences].sort((a, b) => a.startTime - b.startTime);
    return sorted.slice(1).map((next, i) => {
      const end = sorted[i].endTime;
      return { time: (end + Math.max(end, next.startTime)) / 2, gap: Math.max(0, next.startTime - end) };
    });
  }
  return pauses.map((p) => ({ time: (p.start + p.end) / 2, gap: Math.max(0, p.end - p.start) }));
}

/** The best cut in a window: the longest pause, ties broken by closeness to the target. */
function bestCut(candidates: Candidate[], from: number, to: number, target: number): Candidate | null {
  let best: Candidate | null = null;
  for (const c of candidates) {
    const time = Math.round(c.time);
    if (time < from || time > to) continue;
    if (!best || c.gap > best.gap || (c.gap === best.gap && Math.abs(time - target) < Math.abs(Math.round(best.time) - target))) best = c;
  }
  return best;
}

/** A title from the step's first sentence, cut at a word boundary. */
export function stepTitle(sentences: readonly TranscriptSentence[], start: number, end: number): string {
  const first = sentences.find((s) => {
    const middle = (s.startTime + s.endTime) / 2;
    return middle >= start && middle < end;
  });
  const text = (first?.sentence ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= STEP_TITLE_MAX) return text;
  const cut = text.slice(0, STEP_TITLE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > STEP_TITLE_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

export type SegmentInput = {
  duration: number;
  sentences?: readonly TranscriptSentence[];
  /** Silences (ffmpeg silencedetect), used when there are no sentences. */
  pauses?: readonly Pause[];
  rules?: SegmentRules;
};

export function segmentSteps({ duration, sentences = [], pauses = [], rules }: SegmentInput): SegmentedStep[] {
  if (!(duration > 0)) return [];
  const { minStep, targetStep, maxStep, strongPause } = rules ?? (sentences.length ? SENTENCE_RULES : SILENCE_RULES);
  const candidates = candidatesFrom(sentences, pauses);
  const cuts: number[] = [];
  let start = 0;
  // The last step must keep minStep too, so no cut lands closer than that to the end.
  while (duration - start > minStep * 2) {
    const from = start + minStep;
    const to = Math.min(start + maxStep, Math.floor(duration - minStep));
    if (to < from) break;
    const best = bestCut(candidates, from, to, start + targetStep);
    const mustCut = duration - start > maxStep;
    let cut: number | null = null;
    if (best && (mustCut || best.gap >= strongPause)) cut = Math.round(best.time);
    else if (mustCut) cut = Math.min(to, Math.round(start + targetStep));
    // The rest fits in one step and nobody paused long enough to end it earlier.
    if (cut === null) break;
    cuts.push(cut);
    start = cut;
  }
  const bounds = [0, ...cuts, duration];
  return bounds.slice(1).map((end, i) => ({ start: bounds[i], end, title: stepTitle(sentences, bounds[i], end) }));
}
