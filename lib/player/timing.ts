/** Player timings and sizes (spec 02 §9). */
export const CONTROLS_HIDE_MS = 4000;
export const STEP_TAG_AT_SECONDS = 2;
export const STEP_TAG_MS = 6000;
export const MENU_TIP_MS = 2500;
export const MENU_TIP_COOKIE = 'openhow_player_menu_tip';
export const HLS_BACK_BUFFER_SECONDS = 90;
export const WORKFLOW_FETCH_ATTEMPTS = 3;
export const TIMEUPDATE_EVENT_MS = 1000;

/** The first loaded video auto-plays, except on mobile, in an iframe or while the search is open (spec 02 §4). */
export const shouldAutoPlayFirst = ({ isMobile, isIframe, isSearchOpen }: { isMobile: boolean; isIframe: boolean; isSearchOpen: boolean }) =>
  !isMobile && !isIframe && !isSearchOpen;

/** The step name tag shows from second 2 of playing for 6 s. */
export const isStepTagVisible = (playedSeconds: number) =>
  playedSeconds >= STEP_TAG_AT_SECONDS && playedSeconds < STEP_TAG_AT_SECONDS + STEP_TAG_MS / 1000;

/** Annotation overlay (spec 02 §4): an element shows only while the time lies within its range. */
export const isElementVisible = (element: { startTime: number; endTime: number }, time: number) =>
  time >= element.startTime && time <= element.endTime;
