/**
 * Native fast start of the public page: its server-rendered <video> names the first step's video
 * as a <source> and, where the spec lets the first video auto-play, carries `autoplay muted`
 * (every browser allows a muted start before a gesture; the player offers the sound back), so
 * the video starts during HTML parsing, before any JavaScript. The source is the step's
 * progressive MP4 of the starting rung — one request, and every browser plays it — or, for steps
 * packaged before those existed, that rung's HLS playlist, which browsers without HLS skip; the
 * player then attaches hls.js as everywhere else (components/player/use-hls.ts).
 */
import { DEFAULT_QUALITY, renditionFor } from './quality';
import { publicPlaylistUrl } from './public-urls';
import type { PlayerStepDto } from './schema';
import { shouldAutoPlayFirst } from './timing';

export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';
export const MP4_MIME_TYPE = 'video/mp4';

/** What the player's first render gets: the <source> to play natively (and its type), its rung, and whether it auto-plays (muted). */
export type NativeStart = { src: string; type: typeof HLS_MIME_TYPE | typeof MP4_MIME_TYPE; rendition: string | null; autoPlay: boolean };

/** The request headers the decision reads (a Headers object, or anything answering `get`). */
export type RequestHeaders = { get(name: string): string | null };

// Phones and tablets that announce themselves; Chromium also says so in Sec-CH-UA-Mobile.
const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPad|iPod|Silk|Kindle|BlackBerry|Opera Mini|IEMobile/i;

export const isMobileRequest = (headers: RequestHeaders) =>
  headers.get('sec-ch-ua-mobile') === '?1' || MOBILE_USER_AGENT.test(headers.get('user-agent') ?? '');

/** The page is loaded into a frame (Fetch Metadata): an embed on another site. */
export const isIframeRequest = (headers: RequestHeaders) => headers.get('sec-fetch-dest') === 'iframe';

/**
 * Whether the server-rendered video carries `autoplay` (spec 02 §4: the first loaded video
 * auto-plays, not on mobile, in an iframe or with the search or the menu open first).
 */
export function autoPlayForRequest(headers: RequestHeaders, { openMenu = false }: { openMenu?: boolean } = {}): boolean {
  return !openMenu && shouldAutoPlayFirst({ isMobile: isMobileRequest(headers), isIframe: isIframeRequest(headers), isSearchOpen: false });
}

/**
 * What the public page's first step starts with natively: its MP4 of the starting rung when it
 * has one; else the rung the player would pick first (the default quality, 720p or the best below
 * it) through the public playlist route, whose answer lists signed segment URLs. Gen2 steps
 * already name that one rung; a step without a rung list plays its master. Null when the step
 * has nothing packaged.
 */
export function nativeStartFor({ workflowId, step, gen2, autoPlay }: { workflowId: string; step: Pick<PlayerStepDto, 'id' | 'hlsUrl' | 'renditions' | 'startVideoUrl'>; gen2: boolean; autoPlay: boolean }): NativeStart | null {
  if (!step.hlsUrl) return null;
  const rendition = gen2 ? (step.renditions[0] ?? null) : renditionFor(DEFAULT_QUALITY, step.renditions);
  if (step.startVideoUrl) return { src: step.startVideoUrl, type: MP4_MIME_TYPE, rendition, autoPlay };
  if (gen2) return { src: step.hlsUrl, type: HLS_MIME_TYPE, rendition, autoPlay };
  return { src: rendition ? publicPlaylistUrl(workflowId, step.id, `${rendition}.m3u8`) : step.hlsUrl, type: HLS_MIME_TYPE, rendition, autoPlay };
}

/** The parts of a media element the adoption reads (HTMLMediaElement satisfies it). */
export type MediaSnapshot = { currentSrc: string; networkState: number; error: unknown };

const NETWORK_EMPTY = 0;
const NETWORK_NO_SOURCE = 3;

/**
 * Whether the element took the server-rendered <source> and has not given up on it: then the
 * player adopts that stream instead of loading hls.js. Browsers that cannot play the type never select
 * the <source> (no currentSrc, NETWORK_NO_SOURCE). `absoluteSrc` is the source URL resolved
 * against the page, as currentSrc reports it.
 */
export const isTakingSource = (media: MediaSnapshot, absoluteSrc: string) =>
  media.currentSrc === absoluteSrc && media.networkState !== NETWORK_EMPTY && media.networkState !== NETWORK_NO_SOURCE && !media.error;

/**
 * The <video>'s poster: none while the public page's server-rendered start auto-plays. Its request
 * would leave beside the MP4's, to the same host, for an image the first frame replaces moments
 * later; should the browser refuse the autoplay, the loaded first frame shows in its place (Chromium
 * and Firefox present it at preload="metadata"). Starts that wait for a click (mobile, embeds) and
 * every later step keep the step's poster.
 */
export const startPoster = (nativeStart: Pick<NativeStart, 'autoPlay'> | null | undefined, posterUrl: string | null | undefined): string | undefined =>
  nativeStart?.autoPlay ? undefined : (posterUrl ?? undefined);
