'use client';

import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderContext, LoaderStats } from 'hls.js';
import { firstSegmentUrls, isMediaPlaylist, PREFETCH_TTL_MS, variantUrlFor } from '@/lib/player/hls-prefetch';

type Entry = { data: string | ArrayBuffer; ms: number; at: number };

/**
 * The prefetched files of the next step, by absolute URL, each served once. Playlists answer
 * `no-store` and segment URLs are signed per playlist, so the browser's HTTP cache cannot hold
 * them: the player's hls.js loader asks this store first (cachingLoader below).
 */
const store = new Map<string, Entry>();
let warming: string | null = null;

const absolute = (url: string) => new URL(url, window.location.href).href;

function take(url: string): Entry | null {
  const key = absolute(url);
  const entry = store.get(key);
  store.delete(key);
  return entry && Date.now() - entry.at < PREFETCH_TTL_MS ? entry : null;
}

async function get(url: string, as: 'text' | 'arrayBuffer'): Promise<string | ArrayBuffer> {
  const started = performance.now();
  // Low priority: the current step's own segments always go first.
  const res = await fetch(url, { credentials: 'same-origin', priority: 'low' } as RequestInit);
  if (!res.ok) throw new Error(`prefetch ${res.status}`);
  const data = as === 'text' ? await res.text() : await res.arrayBuffer();
  store.set(absolute(url), { data, ms: performance.now() - started, at: Date.now() });
  return data;
}

/**
 * Warms one step: its master playlist, the variant for `height` (null: Auto's first) and that
 * variant's first segment. A newer call replaces what an older one kept (one step ahead only).
 */
export async function prefetchStep(masterUrl: string, height: number | null): Promise<void> {
  const master = absolute(masterUrl);
  if (warming === master) return;
  warming = master;
  store.clear();
  try {
    const first = String(await get(master, 'text'));
    // A gen2 step's URL is already the one rung's media playlist.
    const variant = isMediaPlaylist(first) ? master : variantUrlFor(first, master, height);
    if (!variant || warming !== master) return;
    const segments = firstSegmentUrls(variant === master ? first : String(await get(variant, 'text')), variant);
    for (const url of segments) if (warming === master) await get(url, 'arrayBuffer');
  } catch {
    // A failed warm-up costs nothing: the step loads normally when it is reached.
  }
}

/** Whether a URL is waiting in the store (tests and the player's data attribute). */
export const isPrefetched = (url: string) => store.has(absolute(url));

/** Forget the warm-up (the player went away). */
export function clearPrefetch() {
  store.clear();
  warming = null;
}

type LoaderClass = HlsConfig['loader'];

/**
 * hls.js's own loader, answering from the prefetch store when it holds the URL. The stats carry
 * the prefetch's real download time, so the adaptive bitrate estimate stays honest.
 */
export function cachingLoader(Base: LoaderClass): LoaderClass {
  return class CachingLoader extends (Base as new (config: HlsConfig) => Loader<LoaderContext>) {
    private served: ReturnType<typeof setTimeout> | null = null;

    load(context: LoaderContext, config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>) {
      const hit = take(context.url);
      if (!hit) return super.load(context, config, callbacks);
      const size = typeof hit.data === 'string' ? hit.data.length : hit.data.byteLength;
      const now = performance.now();
      const start = now - Math.max(1, hit.ms);
      const stats: LoaderStats = {
        aborted: false,
        loaded: size,
        total: size,
        retry: 0,
        chunkCount: 1,
        bwEstimate: 0,
        loading: { start, first: start, end: now },
        parsing: { start: now, end: now },
        buffering: { start: 0, first: 0, end: 0 },
      };
      (this as unknown as { stats: LoaderStats }).stats = stats;
      // Asynchronous like a network answer: hls.js expects load() to return first.
      this.served = setTimeout(() => callbacks.onSuccess({ url: context.url, data: hit.data }, stats, context, null), 0);
    }

    abort() {
      if (this.served) clearTimeout(this.served);
      super.abort();
    }

    destroy() {
      if (this.served) clearTimeout(this.served);
      super.destroy();
    }
  } as unknown as LoaderClass;
}
