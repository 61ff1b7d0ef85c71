/**
 * Leaving the player inside the app: the exit (with the last place) is stored before the next page
 * loads, so that page's continue watching already has it. The navigation waits for it at most this long.
 */
export const LEAVE_FLUSH_MAX_MS = 2_000;

export type LinkClick = {
  button: number;
  modified: boolean;
  defaultPrevented: boolean;
  /** The link's target attribute ('' or '_self' stay in this tab). */
  target: string;
  download: boolean;
  /** The link's absolute address. */
  href: string;
};

/**
 * The in-app address a click on a link leaves the player for; null when the browser or the page
 * handles the click itself (another tab or window, a download, another site, a place on the same page).
 */
export function inAppLeaveTarget(click: LinkClick, here: { origin: string; pathname: string }): string | null {
  if (click.button !== 0 || click.modified || click.defaultPrevented || click.download) return null;
  if (click.target && click.target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(click.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || url.pathname === here.pathname) return null;
  return url.pathname + url.search + url.hash;
}

/** A promise that settles by `ms` at the latest (a leave never waits longer on the network). */
export const settleWithin = (work: Promise<unknown>, ms: number) =>
  Promise.race([work.then(() => undefined, () => undefined), new Promise<void>((resolve) => setTimeout(resolve, ms))]);
