import 'server-only';
import { notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { knowledgeChunks } from '@/db/schema';
import { contentWords } from '@/lib/ai/offline/text';
import { textSearchConfig } from './chunk';
import { asReader, readable, type Reader } from './readable';
import { decodeRealArray, modelLiteral, rowsOf } from './vector';

/** Full-text candidates kept for the fusion and, without pgvector, for the exact vector similarity. */
export const TEXT_POOL = 200;
/** Matches one tier ranks at most: a question of common words matches a large share of a big corpus. */
const TIER_CAP = 1000;
/** Words of the question that shape the tiers (its first ones; a question is rarely longer). */
const TIER_WORDS = 8;

type TextOptions = { query: string; languageCode?: string; workflowId?: string };

/**
 * Full-text candidates, best first; with `embeddingModel`, each candidate's embedding of that model
 * comes along (binary, `array_send`: no float text to parse), so the exact vector similarity needs
 * no statement of its own. retrieve() no longer asks for them (the candidates' vectors come from the process's cache,
 * embedding-cache.ts); the path stays for comparing the two (tests/integration/knowledge-embedding-cache.test.ts).
 */
export type TextPool = { ids: string[]; embeddings?: Map<string, Float32Array> };

const quote = (term: string) => `'${term.replace(/'/g, "''").replace(/\\/g, '')}'`;

/**
 * Per content word of the question, the lexemes that match it in a chunk's full-text vector (its
 * stem in the question's language and the word as written, which the 'simple' part indexes), as a
 * tsquery group `('stem' | 'word')`. One round trip; words that leave no lexeme are dropped.
 */
async function wordGroups(db: Db, options: TextOptions): Promise<string[]> {
  const code = options.languageCode ?? 'en';
  const words = [...new Set(contentWords(options.query, code))].map((w) => w.replace(/['\\]/g, '')).filter(Boolean).slice(0, TIER_WORDS);
  if (!words.length) return [];
  const config = textSearchConfig(code);
  const rows = rowsOf<{ word: string; lexemes: string[] | null }>(
    await db.execute(sql`select w as word, tsvector_to_array(to_tsvector(${config}::regconfig, w)) as lexemes from unnest(${`{${words.map((w) => `"${w.replace(/"/g, '')}"`).join(',')}}`}::text[]) as w`),
  );
  return rows.map((r) => [...new Set([r.word, ...(r.lexemes ?? [])])].map(quote).join(' | ')).map((g) => `(${g})`);
}

/**
 * The tiers a question's chunks are looked for in, best first: every word, then any two of them
 * (three words or more), then any one. Chunks of an earlier tier rank before those of a later one
 * (more of the question's words), each tier by ts_rank. A tier ranks at most TIER_CAP matches, so a
 * question of common words costs a bounded amount of ranking whatever the corpus size.
 */
export function tiersOf(groups: string[]): string[] {
  if (!groups.length) return [];
  const tiers = [groups.join(' & ')];
  if (groups.length >= 3) {
    const pairs: string[] = [];
    for (let i = 0; i < groups.length; i++) for (let j = i + 1; j < groups.length; j++) pairs.push(`(${groups[i]} & ${groups[j]})`);
    tiers.push(pairs.join(' | '));
  }
  if (groups.length >= 2) tiers.push(groups.join(' | '));
  return tiers;
}

/** The caller's readable matches of a tsquery, at most TIER_CAP of them (in no order: the cap bounds the ranking's work). */
const matching = (db: Db, caller: Reader, options: TextOptions, query: SQL, ...more: SQL[]) =>
  readable(
    db,
    caller,
    { id: knowledgeChunks.id, tsv: knowledgeChunks.tsv },
    options.workflowId,
    sql`${knowledgeChunks.tsv} @@ ${query}`,
    ...more,
  ).limit(TIER_CAP);

type Row = { id: string; emb?: Uint8Array | null };

/**
 * The ranked ids of `ranked` (a statement selecting `id` and `rank`, ordered and limited), with the model's vector of
 * each as binary when asked: read by id after the limit, so only the kept candidates' vectors are read.
 */
const withEmbeddings = (ranked: SQL, model: string | undefined) =>
  model
    ? sql`select r.id, case when c.embedding_model = ${modelLiteral(model)} then array_send(c.embedding) end as emb
        from (${ranked}) as r join knowledge_chunks as c on c.id = r.id order by r.ord`
    : ranked;

/**
 * Full-text candidates the caller may read, best first (up to TEXT_POOL). At most two statements:
 * the first tier (every word: the index intersects its words' lists, cheap) and, only when it
 * leaves room, the later tiers together — one index scan of "any word" whose capped matches are
 * placed in the tier of two words or of one by testing each of them, instead of one scan per tier
 * (a scan of common words' long lists is what a question costs at 100,000 chunks, BENCHMARKS.md).
 */
export async function textCandidates(db: Db, scope: Reader | Promise<Reader>, options: TextOptions, embeddingModel?: string): Promise<TextPool> {
  // The question's lexemes are looked up while the caller's workspaces are (two small statements at once).
  const [caller, groups] = await Promise.all([asReader(db, scope), wordGroups(db, options)]);
  const [first, ...later] = tiersOf(groups).map((tier) => sql`to_tsquery('simple', ${tier})`);
  const pool: TextPool = { ids: [], embeddings: embeddingModel ? new Map() : undefined };
  const add = (rows: unknown) => {
    for (const row of rowsOf<Row>(rows)) {
      pool.ids.push(row.id);
      const vector = pool.embeddings && decodeRealArray(row.emb ?? null);
      if (vector) pool.embeddings!.set(row.id, vector);
    }
  };
  if (!first) return pool;
  const best = matching(db, caller, options, first);
  const ranked = sql`select m.id, row_number() over (order by ts_rank(m.tsv, ${first}) desc, m.id) as ord from (${best}) as m order by ord limit ${TEXT_POOL}`;
  add(await db.execute(withEmbeddings(ranked, embeddingModel)));
  if (pool.ids.length >= TEXT_POOL || !later.length) return pool;
  const any = later[later.length - 1]!;
  const pairs = later.length > 1 ? later[0]! : null;
  // The first tier's chunks are left out before the cap; each capped match is tested against the tier of two words
  // once, then ranked by its tier's query.
  const fresh = pool.ids.length ? [notInArray(knowledgeChunks.id, pool.ids)] : [];
  const tested = sql`select m.id, m.tsv, ${pairs ? sql`m.tsv @@ ${pairs}` : sql`false`} as paired from (${matching(db, caller, options, any, ...fresh)}) as m`;
  const rank = pairs ? sql`case when t.paired then ts_rank(t.tsv, ${pairs}) else ts_rank(t.tsv, ${any}) end` : sql`ts_rank(t.tsv, ${any})`;
  const rest = sql`select t.id, row_number() over (order by t.paired desc, ${rank} desc, t.id) as ord from (${tested}) as t order by ord limit ${TEXT_POOL - pool.ids.length}`;
  add(await db.execute(withEmbeddings(rest, embeddingModel)));
  return pool;
}
