/**
 * The popup player (spec 02 §2 "also used as a popup from search or skill views"): the embedded
 * player in an iframe of the same site, so a list page loads none of the player's code until a
 * viewer opens one. The page and the frame talk by one message.
 */

/** Posted by the framed player to its parent (same origin only) when the viewer closes it from inside. */
export const POPUP_CLOSE_MESSAGE = 'openhow:player-popup-close';

/** Posted by the framed player to its parent when the last step has ended (spec 02 §4: the skill player hears workflow-ended). */
export const POPUP_ENDED_MESSAGE = 'openhow:player-popup-workflow-ended';

/** Whether a window message is the framed player saying the workflow ended (this origin and that frame only). */
export const isPopupEndedMessage = (event: { origin: string; data: unknown; source: unknown }, origin: string, frame: unknown) =>
  event.origin === origin && event.source === frame && event.data === POPUP_ENDED_MESSAGE;

export type PopupTarget = {
  workflowId: string;
  /** A step to open; without one, `videoTime` (a search hit) or the first step. */
  stepId?: string;
  /** Seconds into that step. */
  startTimestamp?: number;
  /** A second of the recorded video (search hits carry these); picks the step when none is given. */
  videoTime?: number;
};

function playerPath(base: string, { workflowId, stepId, startTimestamp, videoTime }: PopupTarget, extra: Record<string, string> = {}) {
  const query = new URLSearchParams(extra);
  if (startTimestamp !== undefined && startTimestamp > 0) query.set('startTimestamp', String(startTimestamp));
  if (!stepId && videoTime !== undefined && videoTime >= 0) query.set('videoTime', String(videoTime));
  const path = `/${base}/${encodeURIComponent(workflowId)}${stepId ? `/${encodeURIComponent(stepId)}` : ''}`;
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The frame's address: the embedded player in popup mode. */
export const popupPlayerSrc = (target: PopupTarget) => playerPath('playerembed', target, { popup: '1' });

/** The same place in the full player (the popup's "open the full player" link). */
export const fullPlayerHref = (target: PopupTarget) => playerPath('playermain', target);

/** Whether a window message is the framed player asking to close (from this origin and that frame only). */
export const isPopupCloseMessage = (event: { origin: string; data: unknown; source: unknown }, origin: string, frame: unknown) =>
  event.origin === origin && event.source === frame && event.data === POPUP_CLOSE_MESSAGE;
