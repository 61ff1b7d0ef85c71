import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { logError } from '@/lib/http/log';
import { rowsOf } from '@/db/rows';

/** Changed rows (besides a tenth of the table) after which the statistics are renewed: autovacuum's analyze threshold. */
const CHANGED_ROWS = 50;
const CHANGED_SHARE = 0.1;
/** How long one process trusts the statistics it read: a hint that changes only with an ANALYZE (autovacuum's naptime is a minute). */
const FRESH_MS = 30_000;

export type WordCounts = Map<string, number>;
const held = new WeakMap<Db, { at: number; counts: WordCounts }>();

/**
 * How many chunks the table's statistics count each of their listed words in (pg_stats of the full-text column: the
 * most common elements' frequencies × the table's rows), as the planner reads them, as one JSON object; a word they do
 * not list is absent. A scalar subquery, so a statement the question sends anyway carries it (no round trip, no
 * connection of its own). most_common_elem_freqs ends with three more numbers than there are elements.
 */
export const wordCountsJson = sql`(select json_object_agg(u.elem, u.freq * c.reltuples)
  from pg_stats as s
  join pg_class as c on c.oid = to_regclass('knowledge_chunks')
  cross join unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as u(elem, freq)
  where s.schemaname = current_schema() and s.tablename = 'knowledge_chunks' and s.attname = 'tsv' and u.elem is not null)`;

/**
 * The word counts this process read from the database within FRESH_MS, unless it analysed the table since: reading
 * them cost every question a catalog read (several ms on a fresh connection) for a rare/common hint that changes only
 * with an ANALYZE.
 */
export function rememberedWordCounts(db: Db): WordCounts | undefined {
  const kept = held.get(db);
  return kept && Date.now() - kept.at < FRESH_MS ? kept.counts : undefined;
}

/** Keeps the answer of wordCountsJson (an object, or its text; null when the table has no statistics). */
export function rememberWordCounts(db: Db, json: unknown): WordCounts {
  const object = typeof json === 'string' ? (JSON.parse(json) as Record<string, number>) : ((json ?? {}) as Record<string, number>);
  const counts = new Map(Object.entries(object).map(([word, chunks]) => [word, Number(chunks)]));
  held.set(db, { at: Date.now(), counts });
  return counts;
}

/** ANALYZE of knowledge_chunks (skipped, not waited for, while another runs); this process reads the new statistics next. */
export async function analyzeKnowledgeChunks(db: Db): Promise<void> {
  await db.execute(sql`analyze (skip_locked) knowledge_chunks`);
  held.delete(db);
}

/**
 * Renews the statistics of knowledge_chunks when it was never analysed or has changed by more than a tenth since, by
 * the server's count of changed rows plus the `written` rows of the caller's own job (the count may not hold them yet:
 * a connection reports its changes up to seconds later). The full-text step tells common words from rare ones by
 * these statistics (rank-text.ts), and an embedded database has no autovacuum to renew them; on PostgreSQL autovacuum
 * applies the same rule within a minute, and the check mostly finds them fresh. Derived data: a failure is logged,
 * not raised. Returns whether it analysed.
 */
export async function refreshTextStatistics(db: Db, { written = 0 }: { written?: number } = {}): Promise<boolean> {
  try {
    const [state] = rowsOf<{ stale: boolean }>(
      await db.execute(sql`
        select c.reltuples < 0 or coalesce(s.n_mod_since_analyze, 0) + ${written}::bigint > ${CHANGED_ROWS} + ${CHANGED_SHARE} * c.reltuples as stale
        from pg_class as c left join pg_stat_user_tables as s on s.relid = c.oid
        where c.oid = to_regclass('knowledge_chunks')`),
    );
    if (!state?.stale) return false;
    await analyzeKnowledgeChunks(db);
    return true;
  } catch (error) {
    logError('knowledge', 'text statistics not refreshed', error);
    return false;
  }
}
