import { EDITOR, ERROR } from '@/lib/workflows/constants';
import type { Segment } from './segments';

/** The editor status values a cut render runs under (spec 02 §4: cut, trim, rotate). */
export const CUT_STATUSES = [EDITOR.processingCut, EDITOR.processingTrim, EDITOR.processingRotate] as const;
export type CutStatus = (typeof CUT_STATUSES)[number];

export const isCutRunning = (status: string | null | undefined): status is CutStatus => (CUT_STATUSES as readonly string[]).includes(status ?? '');
export const isCutFailed = (status: string | null | undefined) => CUT_STATUSES.some((s) => status === `${s} ${ERROR}`);
/** The running status a failed render is retried under. */
export const retriedStatus = (status: string | null | undefined): CutStatus =>
  CUT_STATUSES.find((s) => status === `${s} ${ERROR}`) ?? EDITOR.processingCut;

/**
 * The status an edit renders under: `processing rotate` when it only rotates, `processing trim`
 * when it only trims, `processing cut` for anything else (deleted words, clips or steps, inserts,
 * or a mix); splits render as nothing and do not count.
 */
export function cutStatusFor(segments: readonly Pick<Segment, 'type'>[]): CutStatus {
  const kinds = new Set(segments.map((s) => s.type).filter((t) => t !== 'split'));
  if (kinds.size === 1 && kinds.has('rotate')) return EDITOR.processingRotate;
  if (kinds.size === 1 && kinds.has('trim')) return EDITOR.processingTrim;
  return EDITOR.processingCut;
}
