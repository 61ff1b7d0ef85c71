import type { PlayerOptions } from './schema';

export type PlayerRouteParams = { workflowId: string; stepId?: string[] };
export type PlayerSearchParams = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const isOn = (v: string | undefined) => v !== undefined && v !== '0' && v !== 'false';

/**
 * The player's query parameters (spec 02 §2): openMenu=1, isPreviewVideoMode,
 * playerType=singleStepPlayer, startTimestamp (seconds into the first step), and ours:
 * videoTime (a second of the recorded video, for search hits) and popup=1.
 */
export function playerOptionsFromQuery(query: PlayerSearchParams): PlayerOptions {
  const start = Number(first(query.startTimestamp));
  const rawTime = first(query.videoTime);
  const videoTime = rawTime ? Number(rawTime) : NaN;
  return {
    openMenu: first(query.openMenu) === '1',
    previewVideo: isOn(first(query.isPreviewVideoMode)),
    singleStep: first(query.playerType) === 'singleStepPlayer',
    ...(Number.isFinite(start) && start > 0 ? { startTimestamp: start } : {}),
    ...(Number.isFinite(videoTime) && videoTime >= 0 ? { videoTime } : {}),
    ...(first(query.popup) === '1' ? { popup: true } : {}),
  };
}

const EDITOR_PATHS = ['/buildermain/', '/editor/', '/editormain/'];

/**
 * PlayerPreview is reachable only from inside the builder or editor of the same workflow: the
 * request's Referer must be this site's /buildermain/{id}, /editor/{id} or /editormain/{id}…
 * (browsers send the full same-origin referrer by default, also to an iframe's src). Typed,
 * bookmarked or shared addresses have no such referrer and get 404. The page also needs an author
 * of the workspace, so the rule hides the preview rather than guarding data.
 */
export function isOpenedFromEditor(referer: string | null, host: string | null, workflowId: string): boolean {
  if (!referer || !host) return false;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return false;
  }
  if (url.host !== host) return false;
  return EDITOR_PATHS.some((prefix) => url.pathname.startsWith(`${prefix}${workflowId}`) && /^(\/|$)/.test(url.pathname.slice(prefix.length + workflowId.length)));
}
