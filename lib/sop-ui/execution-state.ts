import type { ExecutionEntry } from './types';

/** The server-graded result of a quiz block's answers. */
export type QuizResult = { answers: (string | null)[]; score: number; status: string; correctAnswerCount: number; questionCount: number };
export type StepWork = { ticked: Set<string>; uploaded: boolean; uploads: string[]; quiz: QuizResult | null; seconds: number };

const empty = (): StepWork => ({ ticked: new Set(), uploaded: false, uploads: [], quiz: null, seconds: 0 });

/**
 * What the operator has done on each block, read back from the execution's entries (the record
 * is the source of truth, so a reload shows the same ticks): the last tick of a checklist line
 * wins, uploads add up, the last answers to a quiz win (graded by the server), step times add up.
 */
export function workByItem(entries: ExecutionEntry[]): Map<string, StepWork> {
  const out = new Map<string, StepWork>();
  const of = (itemId: string) => out.get(itemId) ?? out.set(itemId, empty()).get(itemId)!;
  for (const entry of [...entries].sort((a, b) => a.seq - b.seq)) {
    const work = of(entry.itemId);
    const p = entry.payload;
    if (entry.kind === 'checklist' && typeof p.checklistItemId === 'string') {
      if (p.checked) work.ticked.add(p.checklistItemId);
      else work.ticked.delete(p.checklistItemId);
    } else if (entry.kind === 'upload') {
      work.uploaded = true;
      work.uploads.push(typeof p.fileName === 'string' ? p.fileName : '');
    } else if (entry.kind === 'quiz-answer' && Array.isArray(p.answers)) {
      work.quiz = p as unknown as QuizResult;
    } else if (entry.kind === 'step-time' && typeof p.seconds === 'number') {
      work.seconds += p.seconds;
    }
  }
  return out;
}

export const workOf = (map: Map<string, StepWork>, itemId: string): StepWork => map.get(itemId) ?? empty();

/** Whole seconds spent between two instants (never negative). */
export const secondsBetween = (from: number, to: number) => Math.max(0, Math.round((to - from) / 1000));
