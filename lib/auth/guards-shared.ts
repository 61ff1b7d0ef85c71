/** Header set by the middleware with the path (and query) being rendered. */
export const PATH_HEADER = 'x-openhow-path';

/** Sign-in URL that brings the user back to `path` afterwards. */
export const signInUrl = (path: string) => (path && path !== '/' ? `/?redirect=${encodeURIComponent(path)}` : '/');

/** Only same-site paths are honoured as a post-login redirect (no open redirects). */
export function safeRedirect(target: string | null | undefined, fallback = '/home/overview'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
