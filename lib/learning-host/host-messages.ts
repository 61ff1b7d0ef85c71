import type { HostProgressDto } from './schema';

/** Spec 02 §9: the host record is written every 3 s while playing; the new learner's welcome shows for 2 s. */
export const HOST_RECORD_INTERVAL_MS = 3_000;
export const WELCOME_MS = 2_000;

/** What the host player tells the thin package's launcher in the LMS page (README, learning host): no secrets, so targetOrigin '*'. */
export type HostMessage = {
  source: 'openhow-host';
  type: 'ready' | 'progress' | 'completed' | 'quiz' | 'error';
  workflowId: string;
  stepId: string | null;
  time: number;
  /** 0..1 of the workflow's total duration. */
  watchedRatio: number;
  completed: boolean;
  message?: 'no permission';
  /** With 'quiz': the attempt's score (0..100) and whether it passed (80): the package's score and success. */
  quiz?: { score: number; passed: boolean };
};

export const hostMessage = (type: HostMessage['type'], workflowId: string, progress: Pick<HostProgressDto, 'stepId' | 'time' | 'watchedRatio' | 'completed'>): HostMessage => ({
  source: 'openhow-host',
  type,
  workflowId,
  stepId: progress.stepId,
  time: Math.round(progress.time * 10) / 10,
  watchedRatio: Math.round(progress.watchedRatio * 1000) / 1000,
  completed: progress.completed,
});

export const noPermissionMessage = (workflowId: string): HostMessage => ({
  ...hostMessage('error', workflowId, { stepId: null, time: 0, watchedRatio: 0, completed: false }),
  message: 'no permission',
});

/**
 * Where the host player starts: the server's record when it has one (written every 3 s, so never
 * older than what the LMS kept from our own messages), else the LMS's suspend point (a resume from
 * before this server knew the learner), else the step in the address, else the beginning.
 */
export function resumePoint(
  progress: Pick<HostProgressDto, 'stepId' | 'time'>,
  launcher: { step?: string | null; t?: number | null },
  pathStepId: string | undefined,
  stepIds: readonly string[],
): { stepId?: string; time?: number } {
  if (progress.stepId && stepIds.includes(progress.stepId)) return { stepId: progress.stepId, time: progress.time };
  if (launcher.step && stepIds.includes(launcher.step)) return { stepId: launcher.step, time: launcher.t && launcher.t > 0 ? launcher.t : 0 };
  if (pathStepId && stepIds.includes(pathStepId)) return { stepId: pathStepId };
  return {};
}

/** Longer jumps are seeks, not watching (spec 02 §9: played time counts gaps under 2 s). */
const MAX_GAP_SECONDS = 2;

/** Seconds watched between two readings of the same step's position (media time: already at the playing speed). */
export const watchedBetween = (from: { stepId: string; position: number } | null, to: { stepId: string; position: number }) =>
  from && from.stepId === to.stepId && to.position > from.position && to.position - from.position < MAX_GAP_SECONDS ? to.position - from.position : 0;

/** The launcher's values from the page's query (null when any is missing: the page was not opened by a package). */
export function launchFromQuery(query: Record<string, string | string[] | undefined>) {
  const one = (k: string) => (typeof query[k] === 'string' ? (query[k] as string) : undefined);
  const [pkg, lid, lname, ts, sig] = ['pkg', 'lid', 'lname', 'ts', 'sig'].map(one);
  const t = Number(one('t'));
  return {
    launch: pkg && lid && ts && sig ? { pkg, lid, lname: lname ?? '', ts, sig } : null,
    resume: { step: one('step') ?? null, t: Number.isFinite(t) && t > 0 ? t : null },
  };
}
