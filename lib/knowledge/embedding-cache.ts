import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { decodeRealArray, modelLiteral } from './vector';
import { rowsOf } from '@/db/rows';

/**
 * Per-process cache of decoded chunk embeddings (Float32Array), for the exact vector similarity
 * without pgvector: reading and decoding the ~200 full-text candidates' vectors is what a question
 * costs most on PGlite (BENCHMARKS.md). A chunk row is never updated — a re-index deletes its rows
 * and writes new ones with new ids (indexer.ts, data-hub/indexer.ts) — so an id's vector never
 * changes. The key is the database, the organisation, the model and the chunk id; the cache never
 * decides access: it is only asked about ids the caller's permission filter already returned in SQL.
 * Least recently used entries go first once the byte budget is spent.
 */
export const EMBEDDING_CACHE_BYTES = 64 * 1024 * 1024;
/** Map entry, key string and object headers, roughly, on top of the vector's bytes. */
const ENTRY_OVERHEAD = 200;

const databases = new WeakMap<object, number>();
let nextDatabase = 0;
const databaseOf = (db: Db) => {
  let n = databases.get(db);
  if (n === undefined) databases.set(db, (n = nextDatabase++));
  return n;
};

export class EmbeddingCache {
  private entries = new Map<string, Float32Array>();
  private used = 0;
  constructor(readonly budget: number) {}

  get bytes() {
    return this.used;
  }

  get size() {
    return this.entries.size;
  }

  get(key: string): Float32Array | undefined {
    const vector = this.entries.get(key);
    if (vector) {
      this.entries.delete(key);
      this.entries.set(key, vector);
    }
    return vector;
  }

  set(key: string, vector: Float32Array) {
    const cost = vector.byteLength + key.length * 2 + ENTRY_OVERHEAD;
    if (cost > this.budget) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.used -= old.byteLength + key.length * 2 + ENTRY_OVERHEAD;
    }
    this.entries.set(key, vector);
    this.used += cost;
    for (const [oldest, v] of this.entries) {
      if (this.used <= this.budget) break;
      this.entries.delete(oldest);
      this.used -= v.byteLength + oldest.length * 2 + ENTRY_OVERHEAD;
    }
  }

  clear() {
    this.entries.clear();
    this.used = 0;
  }
}

export const embeddingCache = new EmbeddingCache(EMBEDDING_CACHE_BYTES);

type Row = { id: string; emb: Uint8Array | null };

/**
 * The vectors of `model` of the given chunks (ids the caller may read, found in SQL), from the cache,
 * the missing ones in one statement: the embedding column only, in binary (`array_send`). Chunks of
 * another model have none.
 */
export async function chunkEmbeddings(db: Db, organizationId: string, model: string, ids: string[], cache = embeddingCache): Promise<Map<string, Float32Array>> {
  const prefix = `${databaseOf(db)}\u0000${organizationId}\u0000${model}\u0000`;
  const found = new Map<string, Float32Array>();
  const missing: string[] = [];
  for (const id of ids) {
    const vector = cache.get(prefix + id);
    if (vector) found.set(id, vector);
    else missing.push(id);
  }
  if (!missing.length) return found;
  const rows = rowsOf<Row>(
    await db.execute(
      sql`select id, array_send(embedding) as emb from knowledge_chunks
        where organization_id = ${organizationId} and embedding_model = ${modelLiteral(model)} and id = any(${`{${missing.join(',')}}`}::uuid[])`,
    ),
  );
  for (const row of rows) {
    const vector = decodeRealArray(row.emb ?? null);
    if (!vector) continue;
    cache.set(prefix + row.id, vector);
    found.set(row.id, vector);
  }
  return found;
}
