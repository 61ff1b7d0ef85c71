import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { knowledgeChunks } from '@/db/schema';
import { contentWords } from '@/lib/ai/offline/text';
import { textSearchConfig } from './chunk';
import { readable, type Caller } from './readable';
import { rowsOf } from './vector';

/** Full-text candidates kept for the fusion and, without pgvector, for the exact vector similarity. */
export const TEXT_POOL = 200;
/** Matches one tier ranks at most: a question of common words matches a large share of a big corpus. */
const TIER_CAP = 2000;
/** Words of the question that shape the tiers (its first ones; a question is rarely longer). */
const TIER_WORDS = 8;

type TextOptions = { query: string; languageCode?: string; workflowId?: string };

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

/** Full-text candidates the caller may read, best first (up to TEXT_POOL). */
export async function textCandidates(db: Db, caller: Caller, options: TextOptions): Promise<string[]> {
  const out = new Set<string>();
  for (const tier of tiersOf(await wordGroups(db, options))) {
    const query = sql`to_tsquery('simple', ${tier})`;
    const matches = readable(db, caller, { id: knowledgeChunks.id, tsv: knowledgeChunks.tsv }, options.workflowId, sql`${knowledgeChunks.tsv} @@ ${query}`).limit(TIER_CAP);
    const rows = rowsOf<{ id: string }>(await db.execute(sql`select matches.id from (${matches}) as matches order by ts_rank(matches.tsv, ${query}) desc, matches.id limit ${TEXT_POOL}`));
    for (const { id } of rows) out.add(id);
    if (out.size >= TEXT_POOL) break;
  }
  return [...out].slice(0, TEXT_POOL);
}
