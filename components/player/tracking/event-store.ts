import type { ClientTrackingEvent } from '@/lib/tracking/client-accounting';

/**
 * The browser's tracking queue (spec 02 §3: "stored locally in a browser database keyed by id"):
 * an IndexedDB object store of events keyed by their client id, so a closed tab or an offline
 * spell loses nothing. Where IndexedDB is missing (private modes, old browsers) it falls back to
 * memory for the life of the page.
 */
export type EventStore = {
  put(events: ClientTrackingEvent[]): Promise<void>;
  all(): Promise<ClientTrackingEvent[]>;
  remove(ids: string[]): Promise<void>;
};

const DB_NAME = 'openhow-tracking';
const STORE = 'events';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => {
    if (!open.result.objectStoreNames.contains(STORE)) open.result.createObjectStore(STORE, { keyPath: 'id' });
  };
  return request(open);
}

function indexedDbStore(): EventStore {
  let database: Promise<IDBDatabase> | null = null;
  const db = () => (database ??= openDatabase());
  const write = async (run: (store: IDBObjectStore) => void) => {
    const tx = (await db()).transaction(STORE, 'readwrite');
    run(tx.objectStore(STORE));
    await done(tx);
  };
  return {
    put: (events) => write((store) => events.forEach((e) => store.put(e))),
    all: async () => request((await db()).transaction(STORE, 'readonly').objectStore(STORE).getAll() as IDBRequest<ClientTrackingEvent[]>),
    remove: (ids) => write((store) => ids.forEach((id) => store.delete(id))),
  };
}

export function memoryStore(): EventStore {
  const events = new Map<string, ClientTrackingEvent>();
  return {
    put: async (list) => list.forEach((e) => events.set(e.id, e)),
    all: async () => [...events.values()],
    remove: async (ids) => ids.forEach((id) => events.delete(id)),
  };
}

/** IndexedDB when it opens, else memory; an IndexedDB failure later only warns (tracking must never break playback). */
export function createEventStore(): EventStore {
  if (typeof indexedDB === 'undefined') return memoryStore();
  const fallback = memoryStore();
  const primary = indexedDbStore();
  let broken = false;
  const guard = <A extends unknown[], R>(run: (...args: A) => Promise<R>, alt: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (broken) return alt(...args);
      try {
        return await run(...args);
      } catch (error) {
        console.warn('[tracking] IndexedDB unavailable, keeping events in memory', error);
        broken = true;
        return alt(...args);
      }
    };
  return { put: guard(primary.put, fallback.put), all: guard(primary.all, fallback.all), remove: guard(primary.remove, fallback.remove) };
}
