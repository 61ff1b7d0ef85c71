/**
 * The advanced editor's cut model (spec 02 §3 Segment, §4 Editor cut). Client-safe and pure:
 * the page edits with it, the server validates and renders from it. Times are seconds of the
 * workflow's current video (what steps and transcripts are timed in), rounded to 2 decimals.
 *
 * - `delete` removes [start, end) from the video: words of the transcript (target `sentence`), a
 *   clip of a step or a whole step (target `step`; a whole step carries `deleteStepType`).
 * - `split` (start = end) cuts a step's clip in two on the timeline; it renders as nothing.
 * - `insert` adds an uploaded clip (an upload or a screen recording) as a new step at `insertIndex`
 *   of the step list (start 0, end its duration); inserts at one index play in the order made.
 * - `trim` removes a clip's head or tail ([start, end) at one of its edges): rendered like a delete,
 *   kept apart so the render reports `processing trim` (spec 02 §4 editor status values).
 * - `rotate` turns [start, end) a quarter turn clockwise per segment: with `stepId` one clip (fitted
 *   into the frame), without it the whole video (inserts included; width and height swap).
 * - An insert carries a `clipId` of its own; a `trim` or `rotate` with that `clipId` works on the
 *   inserted clip alone, its start and end in the clip's own seconds (0 is the clip's first frame).
 */
export type SegmentType = 'delete' | 'insert' | 'split' | 'trim' | 'rotate';
export type SegmentTarget = 'step' | 'stepTitle' | 'sentence';
export type Segment = {
  type: SegmentType;
  target: SegmentTarget;
  start: number;
  end: number;
  isPermanent?: boolean;
  stepId?: string;
  insertIndex?: number;
  deleteStepType?: 'original';
  /** An insert's clip: the upload it comes from. */
  uploadId?: string;
  /** An insert's own id; on a trim or rotate: the inserted clip it works on. */
  clipId?: string;
};
export type CutState = { segments: Segment[]; redo: Segment[] };

export const EMPTY_CUT: CutState = { segments: [], redo: [] };

/** Spec 02 §9: segment times rounded to 2 decimals. */
export const round2 = (seconds: number) => Math.round(Math.max(0, seconds) * 100) / 100;

export const normalize = (segment: Segment): Segment => ({ ...segment, start: round2(segment.start), end: round2(segment.end) });

/** Adding a segment clears redo. */
export const addSegment = (state: CutState, segment: Segment): CutState => ({ segments: [...state.segments, normalize(segment)], redo: [] });

/** Undo moves the last segment to redo (nothing to undo: unchanged). */
export function undo(state: CutState): CutState {
  const last = state.segments.at(-1);
  return last ? { segments: state.segments.slice(0, -1), redo: [...state.redo, last] } : state;
}

/** Redo restores the last undone segment. */
export function redo(state: CutState): CutState {
  const last = state.redo.at(-1);
  return last ? { segments: [...state.segments, last], redo: state.redo.slice(0, -1) } : state;
}

export const sameSegment = (a: Pick<Segment, 'type' | 'target' | 'start' | 'end'>, b: Pick<Segment, 'type' | 'target' | 'start' | 'end'>) =>
  a.type === b.type && a.target === b.target && round2(a.start) === round2(b.start) && round2(a.end) === round2(b.end);

/** Removal by matching type, target, start and end (restoring deleted words, undoing a split); clears redo. */
export const removeSegment = (state: CutState, match: Pick<Segment, 'type' | 'target' | 'start' | 'end'>): CutState => ({
  segments: state.segments.filter((s) => !sameSegment(s, match)),
  redo: [],
});

export type Range = { start: number; end: number };

/** Sorted, merged ranges (touching ones joined). */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const sorted = ranges.filter((r) => r.end > r.start).sort((a, b) => a.start - b.start);
  const merged: Range[] = [];
  for (const r of sorted) {
    const last = merged.at(-1);
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ start: r.start, end: r.end });
  }
  return merged;
}

/** Whether a segment works on an inserted clip (its times are the clip's own). */
export const onInsert = (s: Segment) => s.type !== 'insert' && !!s.clipId;

/** What the edit removes from the current video. */
export const deletedRanges = (segments: readonly Segment[]): Range[] =>
  mergeRanges(segments.filter((s) => (s.type === 'delete' || s.type === 'trim') && !onInsert(s)).map(({ start, end }) => ({ start, end })));

/** Quarter turns (0–3) of the whole video. */
export const videoTurns = (segments: readonly Segment[]) => segments.filter((s) => s.type === 'rotate' && !s.stepId && !onInsert(s)).length % 4;

/** Quarter turns (0–3) of the clip playing at `time` (clip rotations only). */
export const clipTurnsAt = (segments: readonly Segment[], time: number) =>
  segments.filter((s) => s.type === 'rotate' && s.stepId && time >= s.start && time < s.end).length % 4;

/** Ranges of the current video with their own clip rotation (turns 1–3), sorted, not overlapping. */
export function rotatedRanges(segments: readonly Segment[]): Array<Range & { turns: number }> {
  const clips = segments.filter((s) => s.type === 'rotate' && s.stepId);
  const edges = [...new Set(clips.flatMap((s) => [s.start, s.end]))].sort((a, b) => a - b);
  return edges.slice(1).flatMap((end, i) => {
    const start = edges[i];
    const turns = clipTurnsAt(clips, start);
    return turns ? [{ start, end, turns }] : [];
  });
}

/**
 * An insert as played: its upload, where it goes, what of the clip plays ([from, to) of its own
 * seconds, `to` null: to its end), how long that is, and its own quarter turns.
 */
export type Insert = { uploadId: string; insertIndex: number; duration: number; clipId: string | null; from: number; to: number | null; turns: number };

/** The part of an inserted clip its trims leave: from the end of the head trims to the start of the tail trims. */
export function insertSpan(length: number, trims: readonly Range[]): { from: number; to: number | null } {
  const kept = keptRanges(length, mergeRanges(trims));
  if (!kept.length) return { from: 0, to: null };
  const to = kept.at(-1)!.end;
  return { from: kept[0].start, to: to < length ? to : null };
}

/** The inserts in play order: by index, then in the order they were made. */
export const insertsOf = (segments: readonly Segment[]): Insert[] =>
  segments
    .filter((s): s is Segment & { uploadId: string } => s.type === 'insert' && !!s.uploadId)
    .map((s) => {
      const length = s.end - s.start;
      const own = s.clipId ? segments.filter((x) => onInsert(x) && x.clipId === s.clipId) : [];
      const { from, to } = insertSpan(length, own.filter((x) => x.type === 'trim'));
      const turns = own.filter((x) => x.type === 'rotate').length % 4;
      return { uploadId: s.uploadId, insertIndex: s.insertIndex ?? 0, duration: round2((to ?? length) - from), clipId: s.clipId ?? null, from, to, turns };
    })
    .sort((a, b) => a.insertIndex - b.insertIndex);

/** What stays of [0, duration). */
export function keptRanges(duration: number, deleted: readonly Range[]): Range[] {
  const kept: Range[] = [];
  let at = 0;
  for (const r of deleted) {
    if (r.start > at) kept.push({ start: at, end: Math.min(r.start, duration) });
    at = Math.max(at, r.end);
  }
  if (at < duration) kept.push({ start: at, end: duration });
  return kept.filter((r) => r.end > r.start);
}

/** A time of the current video in the edited one: deleted time before it is gone; inside a deleted range it lands on its start. */
export function mapTime(time: number, deleted: readonly Range[]): number {
  let removed = 0;
  for (const r of deleted) {
    if (time <= r.start) break;
    removed += Math.min(time, r.end) - r.start;
  }
  return time - removed;
}

/** Whether a time is removed by the edit (the preview skips it). */
export const isDeleted = (time: number, deleted: readonly Range[]) => deleted.some((r) => time >= r.start && time < r.end);

/** Where the preview continues from `time`: the end of the deleted range it is in, or itself. */
export function skipDeleted(time: number, deleted: readonly Range[]): number {
  const hit = deleted.find((r) => time >= r.start && time < r.end);
  return hit ? hit.end : time;
}

/** Total length of the edited video. */
export const editedDuration = (duration: number, deleted: readonly Range[]) => mapTime(duration, deleted);
