/**
 * Runs once when each server instance starts (next start, scripts/server.mjs, and every cold start
 * of a platform's function) before it answers a request. next-auth v4 reads process.env.NEXTAUTH_URL
 * at request time, so filling it in here reaches next-auth too; next.config.ts `env` would instead
 * freeze one build's value into the bundle.
 */
export async function register() {
  const { adoptPlatformBaseUrl } = await import('./lib/http/base-url');
  adoptPlatformBaseUrl();
}
