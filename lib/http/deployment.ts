type Env = Record<string, string | undefined>;

/**
 * A preview deployment (a branch or pull request put up for review): it must not be indexed and
 * shows reviewers a ribbon. OPENHOW_DEPLOYMENT (`preview` or `production`) names it on any host and
 * wins when set; otherwise Vercel's VERCEL_ENV says so.
 */
export function isPreviewDeployment(env: Env = process.env): boolean {
  const named = env.OPENHOW_DEPLOYMENT?.trim().toLowerCase();
  if (named) return named === 'preview';
  return env.VERCEL_ENV === 'preview';
}

/** The value of X-Robots-Tag on every response of a preview deployment. */
export const PREVIEW_ROBOTS_TAG = 'noindex, nofollow';

/** The response, marked not to be indexed on a preview deployment (headers of a fetched response are read-only: copied). */
export function markPreviewResponse(res: Response): Response {
  if (!isPreviewDeployment()) return res;
  try {
    res.headers.set('X-Robots-Tag', PREVIEW_ROBOTS_TAG);
    return res;
  } catch {
    const copy = new Response(res.body, res);
    copy.headers.set('X-Robots-Tag', PREVIEW_ROBOTS_TAG);
    return copy;
  }
}

/** A route handler whose every response is marked on a preview deployment (markPreviewResponse). */
export const previewAware =
  <A extends unknown[]>(handler: (...args: A) => Promise<Response>) =>
  async (...args: A) =>
    markPreviewResponse(await handler(...args));
