type Env = Record<string, string | undefined>;

const DEVELOPMENT_BASE_URL = 'http://localhost:3000';

/** A host name from a platform variable ("my-app-git-x.vercel.app"), as an https origin. */
const httpsOrigin = (host: string | undefined) => {
  const value = host?.trim().replace(/^https?:\/\//, '').replace(/\/+$/, '');
  return value ? `https://${value}` : null;
};

/**
 * The deployment's own URL from the platform's variables (Vercel), or null elsewhere. A preview
 * answers on its branch URL, stable across pushes, so a reviewer signs in on the preview's own host
 * (and an identity provider can list it); production on its production domain.
 */
export function platformBaseUrl(env: Env = process.env): string | null {
  if (!env.VERCEL_ENV && !env.VERCEL_URL) return null;
  if (env.VERCEL_ENV === 'production') return httpsOrigin(env.VERCEL_PROJECT_PRODUCTION_URL) ?? httpsOrigin(env.VERCEL_URL);
  if (env.VERCEL_ENV === 'preview') return httpsOrigin(env.VERCEL_BRANCH_URL) ?? httpsOrigin(env.VERCEL_URL);
  return httpsOrigin(env.VERCEL_URL);
}

/** NEXTAUTH_URL when set, else the platform's URL for this deployment, else null (no trailing slash). */
export function configuredBaseUrl(env: Env = process.env): string | null {
  const explicit = env.NEXTAUTH_URL?.trim().replace(/\/+$/, '');
  return explicit || platformBaseUrl(env);
}

/**
 * The public URL of the site: every absolute link (emails, QR codes, SSO callbacks, canonical
 * URLs) is built from it, never from the request, so a forged Host header cannot send someone a
 * link to another site. Local development falls back to http://localhost:3000.
 */
export const appBaseUrl = (env: Env = process.env) => configuredBaseUrl(env) ?? DEVELOPMENT_BASE_URL;

/** Cookies carry `Secure` (and next-auth's `__Secure-` names) exactly when the site is served over https. */
export const isSecureSite = (env: Env = process.env) => appBaseUrl(env).startsWith('https://');

/**
 * next-auth v4 reads process.env.NEXTAUTH_URL on every request: give it the platform's URL when the
 * operator set none, so next-auth's callback URLs and cookie names agree with ours.
 */
export function adoptPlatformBaseUrl(env: Env = process.env) {
  if (env.NEXTAUTH_URL?.trim()) return;
  const url = platformBaseUrl(env);
  if (url) env.NEXTAUTH_URL = url;
}
