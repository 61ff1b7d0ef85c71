import { announcePublicChange, listenForPublicChanges, type PublicChange } from './public-cache-broadcast';
import type { PublicWorkflowAccess, PublicWorkflowPage } from './public-workflow';

/**
 * A small in-process cache in front of the public routes, so a crawl burst (or a video played by
 * many people at once: every playlist request checks the public rule) does not reach the database
 * each time. Entries live PUBLIC_CACHE_TTL_MS; concurrent misses share one load; publishing,
 * unpublishing, renaming, deleting a workflow drop its entries at once in this process
 * (invalidatePublicWorkflow), in every other process on the same PostgreSQL within milliseconds
 * (public-cache-broadcast.ts), and the TTL bounds how long any other change (organisation settings)
 * can take to show. Signed media URLs inside live hours, far longer.
 */
export const PUBLIC_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 1000;

type Entry<T> = { value: Promise<T>; expiresAt: number };

export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    // A failed load is not remembered: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    // Oldest first out (Map keeps insertion order).
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  deleteWhere(matches: (key: string) => boolean) {
    for (const key of [...this.entries.keys()]) if (matches(key)) this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}

/** The production server's cache of rendered public pages (scripts/page-cache.mjs), when it runs. */
type PageHtmlCache = { dropWorkflow(id: string): void; clear(): void };
const pages = () => (globalThis as typeof globalThis & { __openhowPublicPages?: PageHtmlCache }).__openhowPublicPages;

type Caches = { pages: TtlCache<PublicWorkflowPage | null>; access: TtlCache<PublicWorkflowAccess | null> };
const holder = globalThis as typeof globalThis & { __openhowPublicCache?: Caches };
// One per server process, surviving module reloads in development.
export const publicCaches = (holder.__openhowPublicCache ??= {
  pages: new TtlCache(PUBLIC_CACHE_TTL_MS, MAX_ENTRIES),
  access: new TtlCache(PUBLIC_CACHE_TTL_MS, MAX_ENTRIES),
});

export const publicCacheId = (workflowId: unknown) => (typeof workflowId === 'string' ? workflowId.toLowerCase() : '');

function dropWorkflow(workflowId: string) {
  const id = publicCacheId(workflowId);
  publicCaches.pages.deleteWhere((key) => key.startsWith(`${id}|`));
  publicCaches.access.deleteWhere((key) => key === id);
  pages()?.dropWorkflow(id);
}

function dropAll() {
  publicCaches.pages.clear();
  publicCaches.access.clear();
  pages()?.clear();
}

// Another process's change (public-cache-broadcast.ts) is dropped here as if it were our own.
const applyRemote = (change: PublicChange) => ('all' in change ? dropAll() : dropWorkflow(change.workflowId));

/** The public routes call it before reading the caches: from then on this process hears the others' changes. */
export const followPublicChanges = () => listenForPublicChanges(applyRemote);

/** Drops what the public routes remember of a workflow (lib/workflows/edit.ts calls it after every author change). */
export function invalidatePublicWorkflow(workflowId: string) {
  dropWorkflow(workflowId);
  announcePublicChange({ workflowId: publicCacheId(workflowId) });
}

/** Drops everything (an organisation changed its public-sharing settings). */
export function invalidateAllPublicWorkflows() {
  dropAll();
  announcePublicChange({ all: true });
}
