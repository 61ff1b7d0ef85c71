/** Repeat modes and the end-of-step decision (spec 02 §4 Player). */
export type RepeatMode = 'disabled' | 'workflow' | 'step';

/** disabled → workflow → step → disabled; the single-step player cycles disabled ↔ step. */
export function nextRepeatMode(mode: RepeatMode, singleStep = false): RepeatMode {
  if (singleStep) return mode === 'step' ? 'disabled' : 'step';
  if (mode === 'disabled') return 'workflow';
  if (mode === 'workflow') return 'step';
  return 'disabled';
}

/** Repeat step goes back to repeat workflow when the viewer changes step (not in the single-step player). */
export const repeatAfterStepChange = (mode: RepeatMode, singleStep = false): RepeatMode =>
  mode === 'step' && !singleStep ? 'workflow' : mode;

/** Turning auto-play off turns repeat off. */
export const repeatAfterAutoPlay = (mode: RepeatMode, autoPlay: boolean): RepeatMode => (autoPlay ? mode : 'disabled');

export type EndAction = { type: 'restart' } | { type: 'goto'; index: number } | { type: 'stop' } | { type: 'workflowEnded' };

/**
 * What happens when a step's video ends: repeat step restarts it; repeat workflow moves on and
 * loops to step 0 after the last; otherwise the next step plays when auto-next is on and this is
 * not the last step, else playback stops — at the last step with workflow-ended.
 */
export function endOfStep({ repeat, autoNext, index, count }: { repeat: RepeatMode; autoNext: boolean; index: number; count: number }): EndAction {
  const isLast = index >= count - 1;
  if (repeat === 'step') return { type: 'restart' };
  if (repeat === 'workflow') return { type: 'goto', index: isLast ? 0 : index + 1 };
  if (isLast) return { type: 'workflowEnded' };
  return autoNext ? { type: 'goto', index: index + 1 } : { type: 'stop' };
}
