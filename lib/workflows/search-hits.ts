import 'server-only';
import { and, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { transcriptions, workflows, workspaceMembers, workspaces } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { escapeLike } from '@/lib/workspaces/queries';
import { SEARCH_RESULT_CAP } from './constants';
import { matching, membershipOf, titleExpression, workspaceOf } from './library-query';
import type { SearchSort } from './library-schema';
import { isCharacterBased, prefixQuery } from './library-snippet';

/** Every title of a workflow (its own and each translation) as one text, for substring matches. */
const allTitles = sql`${workflows.title} || ' ' || coalesce((select string_agg(value, ' ') from jsonb_each_text(case when jsonb_typeof(${workflows.titleTranslations}) = 'object' then ${workflows.titleTranslations} else '{}'::jsonb end)), '')`;
/** The words of every title; the expression of the index workflows_titles_fts_idx (db/schema/workflows.ts). */
const titleDoc = sql`(to_tsvector('simple', ${workflows.title}) || jsonb_to_tsvector('simple', ${workflows.titleTranslations}, '["string"]'))`;
export const transcriptDoc = sql`to_tsvector('simple', ${transcriptions.searchText})`;
/** The key terms of every language (workflows.terms); the expression of the index workflows_terms_fts_idx. */
const termsDoc = sql`jsonb_to_tsvector('simple', ${workflows.terms}, '["string"]')`;
const when = sql`coalesce(${workflows.publishedAt}, ${workflows.createdAt})`;

export type HitQuery = { caller: SessionContext; keyword: string; where: (SQL | undefined)[]; sort: SearchSort; locale: string; limit: number; offset: number };
/** One page of ids in order; `total` counts up to the cap, `capped` says more match than it. */
export type HitPage = { ids: string[]; total: number; capped: boolean };

/**
 * The candidates of a keyword search, at most SEARCH_RESULT_CAP + 1 from each side (titles through
 * workflows_titles_fts_idx, key terms through workflows_terms_fts_idx, transcripts through
 * transcriptions_fts_idx; a key-term match ranks like a transcript match), each already limited to
 * what the caller may open and to the filters, so that the limit never hides a visible match behind
 * invisible ones. By relevance a side takes the first matches the index hands over (its cheap,
 * physical order) and only those are ranked: the work stays bounded however many workflows match,
 * and when more match than the cap, the ranked ones are some of them, not the best of all. Sorted
 * by date or title a side takes its first rows in that order, which reads every match's row
 * (no ranking), so the order stays exact. The cap + 1st row of a side marks the overflow.
 */
function candidates(db: Db, { caller, keyword, where, sort, locale }: HitQuery): SQL | null {
  const query = prefixQuery(keyword);
  if (!query) return null;
  const q = sql`to_tsquery('simple', ${query})`;
  let titleHit = sql`${titleDoc} @@ ${q}`;
  let transcriptHit = sql`${transcriptDoc} @@ ${q}`;
  let termsHit = sql`${termsDoc} @@ ${q}`;
  if (isCharacterBased(keyword)) {
    // Scripts without spaces between words are one long "word" to the parser: a substring match
    // stands in for the word match (and reads every title and transcript).
    const like = `%${escapeLike(keyword.trim())}%`;
    titleHit = sql`(${titleHit} or ${allTitles} ilike ${like})`;
    transcriptHit = sql`(${transcriptHit} or ${transcriptions.searchText} ilike ${like})`;
    termsHit = sql`(${termsHit} or ${workflows.terms}::text ilike ${like})`;
  }
  const ranked = sort === 'relevance';
  const order = sort === 'newest' ? [desc(when), desc(workflows.id)] : sort === 'title' ? [sql`${titleExpression(locale)} asc`, desc(workflows.id)] : [];
  const columns = (side: 'title' | 'terms' | 'transcript') => ({
    workflowId: sql`${workflows.id}`.as('workflow_id'),
    titleHit: sql`${side === 'title'}::boolean`.as('title_hit'),
    titleRank: (ranked && side === 'title' ? sql`ts_rank(${titleDoc}, ${q})` : sql`0`).as('title_rank'),
    transcriptRank: (ranked && side !== 'title' ? sql`ts_rank(${side === 'terms' ? termsDoc : transcriptDoc}, ${q})` : sql`0`).as('transcript_rank'),
    at: sql`${when}`.as('at'),
    sortTitle: sql`${titleExpression(locale)}`.as('sort_title'),
  });
  const visible = (hit: SQL) => matching(caller, 'strict', [hit, ...where]);
  const titles = db
    .select(columns('title'))
    .from(workflows)
    .innerJoin(workspaces, workspaceOf(caller))
    .leftJoin(workspaceMembers, membershipOf(caller))
    .where(visible(titleHit))
    .orderBy(...order)
    .limit(SEARCH_RESULT_CAP + 1);
  const terms = db
    .select(columns('terms'))
    .from(workflows)
    .innerJoin(workspaces, workspaceOf(caller))
    .leftJoin(workspaceMembers, membershipOf(caller))
    .where(visible(termsHit))
    .orderBy(...order)
    .limit(SEARCH_RESULT_CAP + 1);
  const texts = db
    .select(columns('transcript'))
    .from(transcriptions)
    .innerJoin(workflows, and(eq(workflows.id, transcriptions.workflowId), eq(workflows.organizationId, caller.org.id)))
    .innerJoin(workspaces, workspaceOf(caller))
    .leftJoin(workspaceMembers, membershipOf(caller))
    .where(and(eq(transcriptions.organizationId, caller.org.id), visible(transcriptHit)))
    .orderBy(...order)
    .limit(SEARCH_RESULT_CAP + 1);
  const side = (rows: SQLWrapper) => sql`select s.*, row_number() over () > ${SEARCH_RESULT_CAP} as overflow from (${rows}) s`;
  return sql`(select workflow_id, bool_or(title_hit) as title_hit, max(title_rank) as title_rank, max(transcript_rank) as transcript_rank,
      max(at) as at, max(sort_title) as sort_title, bool_or(overflow) as overflow
    from (${side(titles)} union all ${side(terms)} union all ${side(texts)}) sides group by workflow_id) hits`;
}

const ORDER: Record<SearchSort, SQL> = {
  relevance: sql`hits.title_hit desc, hits.title_rank desc, hits.transcript_rank desc, hits.at desc, hits.workflow_id desc`,
  newest: sql`hits.at desc, hits.workflow_id desc`,
  title: sql`hits.sort_title asc, hits.workflow_id desc`,
};

/**
 * One page of a keyword search (null without a searchable word). Only the first SEARCH_RESULT_CAP
 * workflows in the chosen order can be paged to, and the count stops there ("100+").
 */
export async function searchHitPage(db: Db, input: HitQuery): Promise<HitPage | null> {
  const hits = candidates(db, input);
  if (!hits) return null;
  const limit = Math.max(0, Math.min(input.limit, SEARCH_RESULT_CAP - input.offset));
  const rows = limit
    ? await db
        .select({
          id: sql<string>`hits.workflow_id`,
          total: sql<number>`count(*) over ()`.mapWith(Number),
          overflow: sql<boolean>`bool_or(hits.overflow) over ()`,
        })
        .from(hits)
        .orderBy(ORDER[input.sort])
        .limit(limit)
        .offset(input.offset)
    : [];
  // Past the last page (or the cap) no row carries the count: count on its own.
  const [head] = rows.length
    ? rows
    : await db.select({ total: sql<number>`count(*)`.mapWith(Number), overflow: sql<boolean>`coalesce(bool_or(hits.overflow), false)` }).from(hits);
  const total = head?.total ?? 0;
  return { ids: rows.map((r) => r.id), total: Math.min(total, SEARCH_RESULT_CAP), capped: total > SEARCH_RESULT_CAP || !!head?.overflow };
}
