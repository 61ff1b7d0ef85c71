import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { alignSteps, segmentReference, type FrameRange } from './align';
import { durationOf, sampleRateFor, sampleVideo, thumbnailName } from './frames';
import type { TimeRange } from './schema';

export type ReferenceStepInput = { stepId: string | null; title: string; start: number; end: number };

export type StepOutcome = {
  index: number;
  stepId: string | null;
  title: string;
  referenceRange: TimeRange;
  found: boolean;
  userRange: TimeRange | null;
  inOrder: boolean | null;
  similarity: number;
  /** Local thumbnail files of the step's middle reference frame and the user frame matched to it. */
  referenceThumbnail: string | null;
  userThumbnail: string | null;
};

export type CompareOptions = {
  referencePath: string;
  /** The reference's steps; null splits the reference video at its scene cuts (or evenly). */
  steps: readonly ReferenceStepInput[] | null;
  userPath: string;
  /** Scratch folder for the thumbnails. */
  workDir: string;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void | Promise<void>;
};

export type CompareOutcome = { steps: StepOutcome[]; referenceDuration: number; userDuration: number };

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The offline smart compare of two local video files: one sampling pass each (in parallel), frame
 * features, then per reference step a subsequence DTW against the user's frames (lib/smart-compare/align.ts).
 */
export async function compareVideos({ referencePath, steps, userPath, workDir, signal, onProgress }: CompareOptions): Promise<CompareOutcome> {
  const referenceDir = path.join(workDir, 'reference');
  const userDir = path.join(workDir, 'user');
  await Promise.all([mkdir(referenceDir, { recursive: true }), mkdir(userDir, { recursive: true })]);
  // A workflow's steps may cover part of its video: sample only that part.
  const start = steps?.length ? Math.min(...steps.map((s) => s.start)) : undefined;
  const end = steps?.length ? Math.max(...steps.map((s) => s.end)) : undefined;
  let done = 0;
  const sampled = async (promise: ReturnType<typeof sampleVideo>) => {
    const value = await promise;
    await onProgress?.(++done / 2);
    return value;
  };
  const [referenceSeconds, userSeconds] = await Promise.all([durationOf(referencePath, signal), durationOf(userPath, signal)]);
  const rate = sampleRateFor(Math.max(Math.min(referenceSeconds, end ?? Infinity) - (start ?? 0), userSeconds));
  const [reference, user] = await Promise.all([
    sampled(sampleVideo({ input: referencePath, start, end, thumbnailDir: referenceDir, fps: rate, signal })),
    sampled(sampleVideo({ input: userPath, thumbnailDir: userDir, fps: rate, signal })),
  ]);
  const fps = reference.fps;
  const offset = reference.offset;
  const n = reference.frames.length;
  const ranges: FrameRange[] = steps
    ? steps.map((s) => {
        const first = Math.min(Math.max(0, n - 1), Math.max(0, Math.floor((s.start - offset) * fps)));
        return { first, last: Math.min(n, Math.max(first + 1, Math.ceil((s.end - offset) * fps))) };
      })
    : segmentReference(reference.frames, fps);
  const matches = alignSteps(reference.frames, ranges, user.frames);
  const userDuration = round(user.frames.length / user.fps);
  const outcomes = ranges.map((range, index): StepOutcome => {
    const match = matches[index]!;
    const step = steps?.[index];
    const middle = Math.floor((range.first + range.last - 1) / 2);
    const paired = match.found ? match.pairs[middle - range.first] : undefined;
    return {
      index,
      stepId: step?.stepId ?? null,
      title: step?.title ?? '',
      referenceRange: step ? { start: step.start, end: step.end } : { start: round(offset + range.first / fps), end: round(offset + range.last / fps) },
      found: match.found,
      userRange: match.user ? { start: round(match.user.first / fps), end: Math.min(userDuration, round(match.user.last / fps)) } : null,
      inOrder: match.inOrder,
      similarity: match.similarity,
      referenceThumbnail: n ? path.join(referenceDir, thumbnailName(middle)) : null,
      userThumbnail: paired === undefined ? null : path.join(userDir, thumbnailName(paired)),
    };
  });
  return { steps: outcomes, referenceDuration: round(n / fps), userDuration };
}
