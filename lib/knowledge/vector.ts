import 'server-only';
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { knowledgeChunks } from '@/db/schema';
import type { Db } from '@/db/client';
import { rowsOf } from '@/db/rows';

/**
 * Whether the database has pgvector (migration 0023 enables it where the server offers it; the
 * embedded database loads it, db/client.ts). With it, each embedding model gets an HNSW index of
 * its own (ensureVectorIndex) and the vector ranking is an index scan; without it, the vector
 * ranking is an exact similarity over the full-text candidates (lib/knowledge/rank.ts). Asked once
 * per database.
 */
const known = new WeakMap<object, Promise<boolean>>();

export function hasPgvector(db: Db): Promise<boolean> {
  let answer = known.get(db);
  if (!answer) {
    answer = db
      .execute(sql`select exists(select 1 from pg_extension where extname = 'vector') as present`)
      .then((result) => Boolean(rowsOf<{ present: boolean }>(result)[0]?.present))
      .catch(() => false);
    known.set(db, answer);
  }
  return answer;
}


const FLOAT4_OID = 700;

/**
 * A `real[]` in PostgreSQL's binary array format (`array_send`: dimensions, a null flag, the element
 * type, each dimension's length and lower bound, then each element's length and big-endian value),
 * or null when it is not a one-dimensional float4 array without nulls.
 */
export function decodeRealArray(bytes: Uint8Array | null): Float32Array | null {
  if (!bytes || bytes.byteLength < 12) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getInt32(0) !== 1 || view.getInt32(8) !== FLOAT4_OID || bytes.byteLength < 20) return null;
  const length = view.getInt32(12);
  if (bytes.byteLength !== 20 + length * 8) return null;
  const out = new Float32Array(length);
  for (let i = 0, at = 20; i < length; i++, at += 8) {
    if (view.getInt32(at) !== 4) return null;
    out[i] = view.getFloat32(at + 4);
  }
  return out;
}

/** A model name as an SQL string literal (names come from our settings; quotes are doubled all the same). */
export const modelLiteral = (model: string) => sql.raw(`'${model.replace(/'/g, "''")}'`);

/** The vector expression one model's index is built on and its queries order by: the stored real[] as vector(dimensions). */
export const vectorOf = (dimensions: number) => sql.raw(`(embedding::vector(${Math.trunc(dimensions)}))`);

export const vectorIndexName = (model: string, dimensions: number) => `knowledge_chunks_hnsw_${createHash('sha256').update(model).digest('hex').slice(0, 12)}_${Math.trunc(dimensions)}`;

const ensured = new WeakMap<object, Map<string, Promise<void>>>();

/**
 * One HNSW index (inner product of unit vectors) per embedding model and dimension, partial on the
 * model, so vectors of different models and sizes never share one. Created by the indexer the first
 * time it writes a model's vectors (`if not exists`: once per database). Without pgvector nothing.
 */
export function ensureVectorIndex(db: Db, model: string, dimensions: number): Promise<void> {
  const name = vectorIndexName(model, dimensions);
  let byName = ensured.get(db);
  if (!byName) ensured.set(db, (byName = new Map()));
  let done = byName.get(name);
  if (!done) {
    done = hasPgvector(db).then(async (present) => {
      if (!present) return;
      await db.execute(
        sql`create index if not exists ${sql.identifier(name)} on knowledge_chunks using hnsw (${vectorOf(dimensions)} vector_ip_ops) where embedding_model = ${modelLiteral(model)}`,
      );
    });
    // A failure is tried again next time.
    done.catch(() => byName.delete(name));
    byName.set(name, done);
  }
  return done;
}

/** A chunk's cosine similarity to a unit vector, in SQL (pgvector's inner product, else an exact scan). */
export async function chunkSimilarity(db: Db, vector: number[]): Promise<SQL<number>> {
  const literal = vector.map((x) => (Number.isFinite(x) ? x : 0)).join(',');
  return (await hasPgvector(db))
    ? sql<number>`-(${knowledgeChunks.embedding}::vector <#> ${`[${literal}]`}::vector)`
    : sql<number>`(select sum(a * b) from unnest(${knowledgeChunks.embedding}, ${`{${literal}}`}::real[]) as v(a, b))`;
}
