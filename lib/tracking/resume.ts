import type { ResumePoint } from '@/lib/workflows/library-schema';

/**
 * Continue watching opens a second before the place the viewer left, on a whole second: the
 * last words are heard again, and the address (startTimestamp) stays short. The place itself is
 * the newest tracked position, at most a second behind the video (time updates come every second).
 */
export const RESUME_REWIND_SECONDS = 1;

export const resumeStartAt = (position: number) => (Number.isFinite(position) ? Math.max(0, Math.floor(position - RESUME_REWIND_SECONDS)) : 0);

/** The card's resume point from the caller's unfinished view (null: none, or its step is gone). */
export function resumePoint(view: { stepId: string | null; stepNumber: number | null; position: number | null }): ResumePoint | null {
  if (!view.stepId) return null;
  return { stepId: view.stepId, stepNumber: Math.max(1, view.stepNumber ?? 1), startAt: resumeStartAt(view.position ?? 0) };
}
