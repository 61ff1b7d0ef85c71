import 'server-only';
import { notInArray, sql, type SQL } from 'drizzle-orm';
import { readsTablesFromStart, type Db } from '@/db/client';
import { knowledgeChunks } from '@/db/schema';
import { contentWords } from '@/lib/ai/offline/text';
import { textSearchConfig } from './chunk';
import { asReader, readable, type Reader } from './readable';
import { rememberedWordCounts, rememberWordCounts, wordCountsJson } from './text-statistics';
import { decodeRealArray, modelLiteral } from './vector';
import { rowsOf } from '@/db/rows';

/** Full-text candidates kept for the fusion and, without pgvector, for the exact vector similarity. */
export const TEXT_POOL = 200;
/** Matches one tier ranks at most: a question of common words matches a large share of a big corpus. */
const TIER_CAP = 1000;
/** A word the statistics count in at least this many chunks is common: its matches are read in order, up to the cap. */
const COMMON = TIER_CAP;
/** Words of the question that shape the tiers (its first ones; a question is rarely longer). */
const TIER_WORDS = 8;
/**
 * Matches of the rare words read at most: no fewer than the statistics can count for them (each below COMMON), so the
 * planner keeps the GIN index, and a bound of its own, not PostgreSQL's lazy reading of a CTE, when a statistic gone
 * stale counts a common word as rare (text-statistics.ts keeps them fresh).
 */
const RARE_CAP = COMMON * TIER_WORDS;

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
 * A content word of the question as a tsquery group `('stem' | 'word')` (its stem in the question's language and the
 * word as written, which the 'simple' part of a chunk's vector indexes), with how many chunks hold it by the table's
 * statistics (text-statistics.ts; 0 for a word they do not list as common).
 */
type WordGroup = { query: string; chunks: number };

/** The question's word groups, in one round trip (with the table's word statistics when not remembered); words that leave no lexeme are dropped. */
async function wordGroups(db: Db, options: TextOptions): Promise<WordGroup[]> {
  const code = options.languageCode ?? 'en';
  const words = [...new Set(contentWords(options.query, code))].map((w) => w.replace(/['\\]/g, '')).filter(Boolean).slice(0, TIER_WORDS);
  if (!words.length) return [];
  const config = textSearchConfig(code);
  const remembered = rememberedWordCounts(db);
  const rows = rowsOf<{ word: string; lexemes: string[] | null; counts: unknown }>(
    await db.execute(sql`
      select w.word, tsvector_to_array(to_tsvector(${config}::regconfig, w.word)) as lexemes, ${remembered ? sql`null` : sql`case when w.n = 1 then ${wordCountsJson} end`} as counts
      from unnest(${`{${words.map((w) => `"${w.replace(/"/g, '')}"`).join(',')}}`}::text[]) with ordinality as w(word, n)
      order by w.n`),
  );
  const counts = remembered ?? rememberWordCounts(db, rows[0]?.counts);
  return rows.map((r) => {
    const terms = [...new Set([r.word, ...(r.lexemes ?? [])])];
    return { query: `(${terms.map(quote).join(' | ')})`, chunks: Math.max(0, ...terms.map((t) => counts.get(t) ?? 0)) };
  });
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

/** The caller's readable matches of a tsquery (in no order; the callers cap them: the cap bounds the ranking's work). */
const matching = (db: Db, caller: Reader, options: TextOptions, query: SQL, ...more: SQL[]) =>
  readable(
    db,
    caller,
    { id: knowledgeChunks.id, tsv: knowledgeChunks.tsv },
    options.workflowId,
    sql`${knowledgeChunks.tsv} @@ ${query}`,
    ...more,
  );

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
 * Full-text candidates the caller may read, best first (up to TEXT_POOL). At most two statements: the first tier
 * (every word: the index intersects its words' lists, cheap) and, only when it leaves room, the later tiers together.
 * Their matches are found per kind of word: the rare words' (the statistics count each in fewer chunks than a tier
 * ranks) all through the GIN index, at most TIER_CAP; the common words' by reading the table until TIER_CAP of them
 * (a GIN bitmap of a common word lists a large share of the corpus: slower than the reading, which stops early).
 * So a chunk with a rare word of the question is always ranked, wherever it lies. Each match is then placed in the
 * tier of two words or of one by counting the question's words it holds, and ranked by ts_rank of "any word".
 */
export async function textCandidates(db: Db, scope: Reader | Promise<Reader>, options: TextOptions, embeddingModel?: string): Promise<TextPool> {
  // The question's lexemes are looked up while the caller's workspaces are (two small statements at once).
  const [caller, groups] = await Promise.all([asReader(db, scope), wordGroups(db, options)]);
  const queries = groups.map((g) => g.query);
  const [first, ...later] = tiersOf(queries).map((tier) => sql`to_tsquery('simple', ${tier})`);
  const pool: TextPool = { ids: [], embeddings: embeddingModel ? new Map() : undefined };
  const add = (rows: unknown) => {
    for (const row of rowsOf<Row>(rows)) {
      pool.ids.push(row.id);
      const vector = pool.embeddings && decodeRealArray(row.emb ?? null);
      if (vector) pool.embeddings!.set(row.id, vector);
    }
  };
  if (!first) return pool;
  const best = matching(db, caller, options, first).limit(TIER_CAP);
  const ranked = sql`select m.id, row_number() over (order by ts_rank(m.tsv, ${first}) desc, m.id) as ord from (${best}) as m order by ord limit ${TEXT_POOL}`;
  add(await db.execute(withEmbeddings(ranked, embeddingModel)));
  if (pool.ids.length >= TEXT_POOL || !later.length) return pool;
  const any = later[later.length - 1]!;
  // The first tier's chunks are left out before the caps.
  const fresh = pool.ids.length ? [notInArray(knowledgeChunks.id, pool.ids)] : [];
  const anyOf = (words: WordGroup[]) => sql`to_tsquery('simple', ${words.map((g) => g.query).join(' | ')})`;
  const rare = groups.filter((g) => g.chunks < COMMON);
  const common = groups.filter((g) => g.chunks >= COMMON);
  const found: SQL[] = [];
  // Planned apart from the cap (a materialised CTE): with a cap the planner prefers reading the table in order, which
  // for rare words means all of it; the cap still stops the bitmap heap scan early.
  const ctes = rare.length ? sql`with rare as materialized (${matching(db, caller, options, anyOf(rare), ...fresh).limit(RARE_CAP)}) ` : sql``;
  if (rare.length) found.push(sql`(select id, tsv from rare limit ${TIER_CAP})`);
  if (common.length) {
    const notRare = rare.length ? [sql`not (${knowledgeChunks.tsv} @@ ${anyOf(rare)})`] : [];
    found.push(sql`(${matching(db, caller, options, anyOf(common), ...fresh, ...notRare).limit(TIER_CAP)})`);
  }
  // Two words matched is the tier of two (any pair); ts_rank of the pairs equals that of "any word" (both an OR of the same lexemes).
  const hits = later.length > 1 ? sql.join(queries.map((g) => sql`(m.tsv @@ to_tsquery('simple', ${g}))::int`), sql` + `) : sql`0`;
  const tested = sql`select m.id, m.tsv, ${hits} >= 2 as paired from (${sql.join(found, sql` union all `)}) as m`;
  const rest = sql`${ctes}select t.id, row_number() over (order by t.paired desc, ts_rank(t.tsv, ${any}) desc, t.id) as ord from (${tested}) as t order by ord limit ${TEXT_POOL - pool.ids.length}`;
  // The common words' matches are read from the table's start: a synchronised scan starts where the last one stopped,
  // so the capped matches, the answers and the vectors the cache holds for them changed from one question to the next.
  // PostgreSQL's connections read so from their start (db/client.ts), saving three round trips; else the statement turns it off.
  if (!common.length || readsTablesFromStart(db)) add(await db.execute(withEmbeddings(rest, embeddingModel)));
  else {
    add(
      await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('synchronize_seqscans', 'off', true)`);
        return tx.execute(withEmbeddings(rest, embeddingModel));
      }),
    );
  }
  return pool;
}
