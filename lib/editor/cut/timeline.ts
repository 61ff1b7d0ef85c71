import { addSegment, deletedRanges, insertsOf, round2, type CutState, type Insert, type Range, type Segment } from './segments';

/** A step as the cut editor sees it (times of the current video). */
export type CutStep = { id: string; start: number; end: number; title: string };
/** A clip of a step on the timeline: the pieces its splits make, deleted or not. */
export type Clip = { stepId: string; index: number; start: number; end: number; deleted: boolean };

const covered = (range: Range, deleted: readonly Range[]) => deleted.some((d) => d.start <= range.start && d.end >= range.end);

/** The clips of a step: its range cut at every split inside it. */
export function clipsOf(step: CutStep, segments: readonly Segment[]): Clip[] {
  const deleted = deletedRanges(segments);
  const cuts = [...new Set(segments.filter((s) => s.type === 'split' && s.start > step.start && s.start < step.end).map((s) => s.start))].sort((a, b) => a - b);
  const edges = [step.start, ...cuts, step.end];
  return edges.slice(1).map((end, index) => {
    const start = edges[index];
    return { stepId: step.id, index, start, end, deleted: covered({ start, end }, deleted) };
  });
}

export type CutProblem = 'advancedEditor.cut.errors.lastSteps' | 'advancedEditor.cut.errors.noClip' | 'advancedEditor.cut.errors.splitEdge';

/** Steps not deleted as a whole. */
export const remainingSteps = (steps: readonly CutStep[], segments: readonly Segment[]) =>
  steps.filter((step) => !covered(step, deletedRanges(segments)));

/** Splits the clip under the playhead at `time` (not at a clip's edge). */
export function splitAt(state: CutState, step: CutStep, time: number): CutState | CutProblem {
  const at = round2(time);
  const clip = clipsOf(step, state.segments).find((c) => at > c.start && at < c.end);
  if (!clip) return 'advancedEditor.cut.errors.splitEdge';
  return addSegment(state, { type: 'split', target: 'step', start: at, end: at, stepId: step.id });
}

/**
 * Deletes a clip: a delete segment of its range; the playhead moves to the end of the clip before
 * it (spec 02 §4), or the start of the step for its first clip.
 */
export function deleteClip(state: CutState, steps: readonly CutStep[], step: CutStep, index: number): { state: CutState; currentTime: number } | CutProblem {
  const clips = clipsOf(step, state.segments);
  const clip = clips[index];
  if (!clip || clip.deleted) return 'advancedEditor.cut.errors.noClip';
  if (clips.length === 1) return 'advancedEditor.cut.errors.noClip';
  // The step's last clip left: deleting it deletes the step, under the step's rule.
  if (clips.every((c) => c === clip || c.deleted) && remainingSteps(steps, state.segments).length < 2) return 'advancedEditor.cut.errors.lastSteps';
  const next = addSegment(state, { type: 'delete', target: 'step', start: clip.start, end: clip.end, stepId: step.id });
  return { state: next, currentTime: index > 0 ? clips[index - 1].end : step.start };
}

/** Deletes a whole step; at least two steps must remain before (spec 02 §4). */
export function deleteStep(state: CutState, steps: readonly CutStep[], stepId: string): CutState | CutProblem {
  const left = remainingSteps(steps, state.segments);
  const step = left.find((s) => s.id === stepId);
  if (!step) return 'advancedEditor.cut.errors.noClip';
  if (left.length < 2) return 'advancedEditor.cut.errors.lastSteps';
  return addSegment(state, { type: 'delete', target: 'step', start: step.start, end: step.end, stepId, deleteStepType: 'original' });
}

/** A version-4 UUID, also where randomUUID is missing (a page served over plain HTTP is no secure context). */
function newClipId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A new step from an uploaded clip at an index of the step list: an insert segment, with an id its trims and turns name. */
export const insertStep = (state: CutState, insertIndex: number, uploadId: string, duration: number, clipId: string = newClipId()): CutState =>
  addSegment(state, { type: 'insert', target: 'step', start: 0, end: Math.max(duration, 0.01), insertIndex, uploadId, clipId });

/** The shortest part of an inserted clip a trim may leave (seconds). */
export const MIN_INSERT_SECONDS = 0.1;

/**
 * Trims an inserted clip to [from, to) of its own seconds: a trim segment for a head or tail that
 * grows (what an earlier trim removed comes back only by undo). Nothing trimmed: a problem.
 */
export type InsertTrimProblem = 'advancedEditor.cut.errors.insertTrim';

export function trimInsert(state: CutState, clipId: string, from: number, to: number): CutState | CutProblem | InsertTrimProblem {
  const segment = state.segments.find((s) => s.type === 'insert' && s.clipId === clipId);
  const insert = insertsOf(state.segments).find((i) => i.clipId === clipId);
  if (!segment || !insert) return 'advancedEditor.cut.errors.noClip';
  const length = segment.end - segment.start;
  const [start, end] = [round2(from), round2(Math.min(to, length))];
  const current = insert.to ?? length;
  if (!(start >= 0 && end - start >= MIN_INSERT_SECONDS) || start < insert.from || end > current || (start === insert.from && end === current)) return 'advancedEditor.cut.errors.insertTrim';
  let next = state;
  if (start > insert.from) next = addSegment(next, { type: 'trim', target: 'step', start: 0, end: start, clipId });
  if (end < current) next = addSegment(next, { type: 'trim', target: 'step', start: end, end: round2(length), clipId });
  return next;
}

/** Rotates an inserted clip alone a quarter turn clockwise (fitted into the video's frame when rendered). */
export function rotateInsert(state: CutState, clipId: string): CutState | CutProblem {
  const segment = state.segments.find((s) => s.type === 'insert' && s.clipId === clipId);
  if (!segment) return 'advancedEditor.cut.errors.noClip';
  return addSegment(state, { type: 'rotate', target: 'step', start: 0, end: segment.end - segment.start, clipId });
}

export type TrimProblem = 'advancedEditor.cut.errors.trimEdge';

/**
 * Trims a clip to the playhead: its head (`start`: from the clip's start to `time`) or its tail
 * (`end`: from `time` to the clip's end), a trim segment; the playhead must be inside the clip.
 */
export function trimClip(state: CutState, step: CutStep, index: number, time: number, edge: 'start' | 'end'): CutState | CutProblem | TrimProblem {
  const clip = clipsOf(step, state.segments)[index];
  if (!clip || clip.deleted) return 'advancedEditor.cut.errors.noClip';
  const at = round2(time);
  if (!(at > clip.start && at < clip.end)) return 'advancedEditor.cut.errors.trimEdge';
  const range = edge === 'start' ? { start: clip.start, end: at } : { start: at, end: clip.end };
  return addSegment(state, { type: 'trim', target: 'step', ...range, stepId: step.id });
}

/** Rotates a clip a quarter turn clockwise (fitted into the video's frame when rendered). */
export function rotateClip(state: CutState, step: CutStep, index: number): CutState | CutProblem {
  const clip = clipsOf(step, state.segments)[index];
  if (!clip || clip.deleted) return 'advancedEditor.cut.errors.noClip';
  return addSegment(state, { type: 'rotate', target: 'step', start: clip.start, end: clip.end, stepId: step.id });
}

/** Rotates the whole video a quarter turn clockwise (its width and height swap). */
export const rotateVideo = (state: CutState, duration: number): CutState =>
  addSegment(state, { type: 'rotate', target: 'step', start: 0, end: Math.max(duration, 0.01) });

/** An insert with the time of the current video it plays at (its step's start, or the end). */
export type InsertPoint = Insert & { time: number };

/** The inserts in play order with their times: the preview pauses the video there and plays them. */
export const insertPoints = (steps: readonly CutStep[], segments: readonly Segment[], duration: number): InsertPoint[] =>
  insertsOf(segments)
    .map((insert) => ({ ...insert, time: insert.insertIndex < steps.length ? steps[insert.insertIndex].start : duration }))
    .sort((a, b) => a.time - b.time);

/** The inserts the playhead passed going from `from` to `to` (an insert exactly at `to` included). */
export const crossedInserts = (points: readonly InsertPoint[], from: number, to: number) => points.filter((p) => p.time > from && p.time <= to);
