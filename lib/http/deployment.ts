import { isSecureSite } from './base-url';

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

/** Browsers keep to HTTPS for a year once they saw this on an https site (not on subdomains: other services may live there). */
export const HSTS = 'max-age=31536000';

/** The headers every response of this deployment carries: HSTS on an https site, X-Robots-Tag on a preview. */
export function deploymentHeaders(env: Env = process.env): Record<string, string> {
  const headers: Record<string, string> = {};
  if (isSecureSite(env)) headers['Strict-Transport-Security'] = HSTS;
  if (isPreviewDeployment(env)) headers['X-Robots-Tag'] = PREVIEW_ROBOTS_TAG;
  return headers;
}

/** The response with the deployment's headers (headers of a fetched response are read-only: then it is copied). */
export function withDeploymentHeaders(res: Response): Response {
  const entries = Object.entries(deploymentHeaders());
  if (!entries.length) return res;
  try {
    for (const [name, value] of entries) res.headers.set(name, value);
    return res;
  } catch {
    const copy = new Response(res.body, res);
    for (const [name, value] of entries) copy.headers.set(name, value);
    return copy;
  }
}

/** A route handler whose every response is marked on a preview deployment (withDeploymentHeaders). */
export const deploymentAware =
  <A extends unknown[]>(handler: (...args: A) => Promise<Response>) =>
  async (...args: A) =>
    withDeploymentHeaders(await handler(...args));
