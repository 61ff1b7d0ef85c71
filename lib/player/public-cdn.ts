import 'server-only';
import { logError } from '@/lib/http/log';
import { PUBLIC_PAGES, ROUTER_HEADERS } from '@/scripts/public-pages.mjs';

/**
 * The public player pages in shared caches (a CDN, the platform's edge, a caching proxy) on every
 * deployment shape, with or without scripts/server.mjs. A page asked for without any cookie holds
 * nobody's data, so it says `public, s-maxage, stale-while-revalidate` and carries tags naming its
 * workflow. A request with a cookie (someone signed in, or with a language or theme of their own)
 * keeps Next's `private, no-store`: no shared cache ever keeps an answer made for a cookie.
 *
 * The page also depends on the language and device headers (locale, autoplay). Behind
 * scripts/server.mjs the answer names them in Vary (the server keeps a Vary that Next would
 * replace), so each variant is cached on its own. Without it Next sets Vary itself and nothing can
 * add to it, and some CDNs ignore Vary anyway: there the shared answer is the one variant that
 * depends on no request header — the render is given none of them (`VARIANT_HEADERS`: default
 * language, desktop, not framed) — so a cache cannot hand anyone a variant made for someone else.
 *
 * An author's change purges the workflow's tag through OPENHOW_CDN_PURGE_URL when one is set
 * (purgePublicTags); without it, a shared cache shows a change after at most s-maxage plus
 * stale-while-revalidate (one stale answer while it refetches).
 */
type Env = Record<string, string | undefined>;

const seconds = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
};

/** How long a shared cache may serve a public page fresh, and then stale while it refetches (0: not shared). */
export function publicCdnTimes(env: Env = process.env) {
  return { sMaxAge: seconds(env.OPENHOW_PUBLIC_CDN_SECONDS, 60), stale: seconds(env.OPENHOW_PUBLIC_CDN_STALE_SECONDS, 60) };
}

/** The request headers the public page is rendered from besides its path (locale, autoplay: lib/player/fast-start.ts). */
export const VARIANT_HEADERS = ['accept-language', 'sec-ch-ua-mobile', 'sec-fetch-dest', 'user-agent'] as const;
export const PUBLIC_PAGE_VARY = 'Accept-Language, Sec-CH-UA-Mobile, Sec-Fetch-Dest, User-Agent';

/** Tag of every public page (an organisation's sharing settings changed). */
export const ALL_PUBLIC_TAG = 'openhow-public';
export const workflowTag = (workflowId: string) => `openhow-workflow-${workflowId.toLowerCase()}`;

type PageRequest = { method: string; path: string; headers: Pick<Headers, 'get' | 'has'> };

/**
 * The caching headers of a public page's answer: null when the request may not share one (not a
 * public page, a query, a client-router request, any cookie). `variants`: whether the answer can
 * say Vary (behind scripts/server.mjs); without, the caller renders the page without
 * VARIANT_HEADERS. The tags go out under each name the common CDNs read (Cloudflare Cache-Tag,
 * Vercel-Cache-Tag, Fastly Surrogate-Key); each strips them.
 */
export function publicPageCacheHeaders({ method, path, headers }: PageRequest, { variants }: { variants: boolean }, env: Env = process.env): Record<string, string> | null {
  const { sMaxAge, stale } = publicCdnTimes(env);
  const match = method === 'GET' || method === 'HEAD' ? PUBLIC_PAGES.exec(path) : null;
  if (!match || sMaxAge === 0 || headers.has('cookie') || ROUTER_HEADERS.some((h) => headers.has(h))) return null;
  const tags = [ALL_PUBLIC_TAG, workflowTag(match[1])];
  return {
    'Cache-Control': `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${stale}`,
    ...(variants ? { Vary: PUBLIC_PAGE_VARY } : {}),
    'Cache-Tag': tags.join(','),
    'Vercel-Cache-Tag': tags.join(','),
    'Surrogate-Key': tags.join(' '),
  };
}

const PURGE_TIMEOUT_MS = 5_000;

/**
 * Asks the configured purge endpoint to drop every cached answer carrying one of `tags`: a POST
 * of `{"tags": [...]}` with `Authorization: Bearer OPENHOW_CDN_PURGE_TOKEN` — the shape of
 * Vercel's `/v1/edge-cache/invalidate-by-tags` and Cloudflare's `/zones/{zone}/purge_cache`.
 * Never throws: a failed purge is logged and the s-maxage bound still holds.
 */
export async function purgePublicTags(tags: string[], env: Env = process.env): Promise<void> {
  const url = env.OPENHOW_CDN_PURGE_URL?.trim();
  if (!url || tags.length === 0) return;
  const token = env.OPENHOW_CDN_PURGE_TOKEN?.trim();
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`purge answered ${res.status}`);
  } catch (error) {
    logError('public-cdn', 'tag purge failed (shared caches keep the page until s-maxage)', error);
  }
}
