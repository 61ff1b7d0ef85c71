/**
 * Gen2 accounts (spec 01 user record `organizationInfo.generation`, spec 02 §2 control bar): the
 * organisation's generation 'gen2' gets a reduced player — no search, no theater button, no
 * quality setting — and plays one fixed video per step instead of the adaptive stream. 'gen2plus'
 * and no generation get the full player (the spec names only gen2, as its route rules do).
 */
import { DEFAULT_QUALITY, renditionFor } from './quality';

export const isGen2Generation = (generation: string | null | undefined) => generation === 'gen2';

/**
 * The one rung a gen2 account plays: the default quality (720p), else the largest rung below it,
 * else the smallest there is. Null when the step has no rung list (then the master is all there is).
 */
export const gen2Rendition = (renditions: readonly string[]): string | null => renditionFor(DEFAULT_QUALITY, renditions);

export type ControlFlagsInput = {
  gen2: boolean;
  singleStep: boolean;
  /** A page player (main or public), not the embedded, preview, host or fullscreen routes. */
  isPage: boolean;
  isIframe: boolean;
  fullscreen: boolean;
};

/**
 * Which optional controls the bar and the settings popup offer (spec 02 §2): search is absent for
 * gen2 accounts and the single-step player; theater is hidden in embed, iframe, fullscreen and for
 * gen2; the quality setting is gen2's to lose.
 */
export function controlFlags({ gen2, singleStep, isPage, isIframe, fullscreen }: ControlFlagsInput) {
  return {
    showSearch: !gen2 && !singleStep,
    showTheater: isPage && !isIframe && !fullscreen && !gen2,
    showQuality: !gen2,
  };
}
