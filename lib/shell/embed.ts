/** Routes that only ever render inside another page's frame (the embeddable player). */
const EMBED_ROUTES = [/^\/playerembed(\/|$)/, /^\/PlayerPreview(\/|$)/];

/**
 * An embedded page shows its content without the header and side menu (spec §2): asked for
 * with `?embed=1`, or an embed-only route. `pathAndQuery` is the path with its query string.
 */
export function isEmbeddedPath(pathAndQuery: string): boolean {
  const url = new URL(pathAndQuery || '/', 'http://local');
  return url.searchParams.get('embed') === '1' || EMBED_ROUTES.some((r) => r.test(url.pathname));
}
