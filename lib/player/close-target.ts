/** Where the signed-in player's close button leads when there is no app page to go back to. */
export const PLAYER_HOME_PATH = '/home/overview';

// Pages outside the signed-in app: going back to them would sign in again, or show an error or an account screen.
const OUTSIDE_APP = /^\/(?:$|\?|403|404|ip-not-allowed|troubleshooting|userinvitecreate|startfreetrial|usernewpassword|emailexpired|zoomlanding|p\/|playerfullscreenpublic)/;

/**
 * The player's close button (issue 14): back to the page the viewer came from when that is a page
 * of the app on this origin, else home. `previous` is the previous history entry's URL (the
 * Navigation API lists same-origin entries only) or, without that API, the document's referrer.
 */
export function closeTarget(previous: string | null | undefined, origin: string): 'back' | typeof PLAYER_HOME_PATH {
  if (!previous) return PLAYER_HOME_PATH;
  let url: URL;
  try {
    url = new URL(previous);
  } catch {
    return PLAYER_HOME_PATH;
  }
  if (url.origin !== origin || OUTSIDE_APP.test(url.pathname + url.search)) return PLAYER_HOME_PATH;
  return 'back';
}
