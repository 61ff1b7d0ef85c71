import { plannedSteps, toFrames, type OldStep } from './render-media';
import { keptRanges, mapTime, type Range } from './segments';

/** A piece of the rendered video: a range of the current video (with its clip rotation) or an inserted clip. */
export type Piece = { kind: 'source'; start: number; end: number; turns: number } | { kind: 'insert'; input: number; duration: number; from: number; turns: number };

/**
 * An insert with the length it plays (its trimmed part of the probed file), the second of the file
 * it starts at (`from`, its head trim), its own quarter turns and the step it becomes.
 */
export type PlannedInsert = { insertIndex: number; duration: number; from?: number; turns?: number; step: { id: string; title: string } };

export type EditPlan = {
  pieces: Piece[];
  steps: OldStep[];
  /** Inserted time before a time of the edited current video (`after`: an insert exactly there counts). */
  insertedBefore: (time: number, after: boolean) => number;
};

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Kept ranges cut at the clip rotations' edges, each with its quarter turns. */
function rotatedPieces(kept: readonly Range[], rotated: ReadonlyArray<Range & { turns: number }>): Array<Range & { turns: number }> {
  const edges = rotated.flatMap((r) => [r.start, r.end]);
  return kept.flatMap((k) => {
    const cuts = [k.start, ...edges.filter((e) => e > k.start && e < k.end).sort((a, b) => a - b), k.end];
    return cuts.slice(1).map((end, i) => {
      const start = cuts[i];
      const hit = rotated.find((r) => start >= r.start && start < r.end);
      return { start, end, turns: hit?.turns ?? 0 };
    });
  });
}

/**
 * Pure: what the render makes of an edit, on frames — the source pieces (deleted and trimmed time
 * removed, rotated clips apart) with the inserts between them, and the new steps: each old step
 * mapped through the removed time (plannedSteps), each insert a step of its own placed before the
 * surviving step at its index (or at the end), every later step moved by the inserted time.
 */
export function planEdit(
  oldSteps: readonly OldStep[],
  deleted: readonly Range[],
  rotated: ReadonlyArray<Range & { turns: number }>,
  inserts: readonly PlannedInsert[],
  fps: number,
  duration: number,
): EditPlan {
  const frame = (x: number) => Math.round(x * fps) / fps;
  const frames = toFrames(deleted, fps);
  const planned = plannedSteps(oldSteps, frames, fps, duration);
  const end = planned.at(-1)?.end ?? 0;
  // Where each insert goes: before planned step `at` (planned.length: after the last), at edited time `time`.
  const placed = inserts.map((insert, order) => {
    const survivor = oldSteps.slice(insert.insertIndex).map((s) => planned.findIndex((p) => p.id === s.id)).find((i) => i >= 0);
    const at = survivor ?? planned.length;
    return { ...insert, order, at, time: at < planned.length ? planned[at].start : end, duration: frame(insert.duration) };
  });
  placed.sort((a, b) => a.at - b.at || a.order - b.order);

  const steps: OldStep[] = [];
  let offset = 0;
  for (let j = 0; j <= planned.length; j++) {
    for (const p of placed.filter((x) => x.at === j)) {
      steps.push({ id: p.step.id, title: p.step.title, start: round3(p.time + offset), end: round3(p.time + offset + p.duration) });
      offset += p.duration;
    }
    if (j < planned.length) steps.push({ ...planned[j], start: round3(planned[j].start + offset), end: round3(planned[j].end + offset) });
  }

  // The source pieces in order, cut at every insert's edited time.
  const source = rotatedPieces(keptRanges(duration, frames), rotated.map((r) => ({ start: frame(r.start), end: frame(r.end), turns: r.turns })));
  const pieces: Piece[] = [];
  let edited = 0;
  let next = 0;
  const emit = (until: number) => {
    while (next < placed.length && placed[next].time <= until + 1e-6) {
      const p = placed[next];
      pieces.push({ kind: 'insert', input: p.order, duration: p.duration, from: frame(p.from ?? 0), turns: (p.turns ?? 0) % 4 });
      next++;
    }
  };
  for (const piece of source) {
    let start = piece.start;
    emit(edited);
    while (next < placed.length && placed[next].time < edited + (piece.end - start) - 1e-6) {
      const cut = start + (placed[next].time - edited);
      pieces.push({ kind: 'source', start, end: cut, turns: piece.turns });
      edited += cut - start;
      start = cut;
      emit(edited);
    }
    pieces.push({ kind: 'source', start, end: piece.end, turns: piece.turns });
    edited += piece.end - start;
  }
  emit(Number.POSITIVE_INFINITY);

  const insertedBefore = (time: number, after: boolean) =>
    placed.filter((p) => (after ? p.time <= time + 1e-6 : p.time < time - 1e-6)).reduce((sum, p) => sum + p.duration, 0);
  return { pieces: pieces.filter((p) => p.kind === 'insert' || p.end - p.start > 1e-6), steps, insertedBefore };
}

/** A time of the current video in the rendered one (deleted time gone, inserted time added). */
export const renderedTime = (plan: EditPlan, time: number, deleted: readonly Range[], after: boolean) => {
  const edited = mapTime(time, deleted);
  return edited + plan.insertedBefore(edited, after);
};
