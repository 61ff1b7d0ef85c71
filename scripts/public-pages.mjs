// The public player pages (no sign-in) that the production server treats specially: cached
// (page-cache.mjs) and started with the video before the framework (defer-scripts.mjs).
// Pure helpers shared with lib/ (typed in public-pages.d.mts).

/** `/p/{workflowId}/{stepId?}` and `/playerfullscreenpublic/…`; the first group is the workflow id. */
export const PUBLIC_PAGES = /^\/(?:p|playerfullscreenpublic)\/([0-9a-fA-F-]{36})(?:\/[^/?]*)?$/;

/** Requests of the client router (RSC payloads, prefetches, actions) are not pages. */
export const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action'];

/** A chunk given to `res.write`/`res.end` as bytes (strings in their named encoding, else UTF-8). */
export const chunkBytes = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));

/** The script nonce a Content-Security-Policy value allows (lib/http/csp.ts), or null. */
export const nonceOf = (policy) => (typeof policy === 'string' ? (/'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy)?.[1] ?? null) : null);

/**
 * Makes `res` keep every Vary it is given: a later `setHeader('Vary', …)` adds its names to the
 * ones already set instead of replacing them. Next sets its own Vary on every page after the
 * middleware's headers are applied, which would drop the public pages' (lib/player/public-cdn.ts).
 */
export function accumulateVary(res) {
  const setHeader = res.setHeader;
  res.setHeader = function (name, value) {
    if (String(name).toLowerCase() === 'vary' && this.hasHeader('vary')) {
      const names = [this.getHeader('vary'), value].flat().join(',').split(',').map((n) => n.trim()).filter(Boolean);
      const seen = new Set();
      value = names.filter((n) => !seen.has(n.toLowerCase()) && seen.add(n.toLowerCase())).join(', ');
    }
    return setHeader.call(this, name, value);
  };
}
