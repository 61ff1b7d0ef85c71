import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { subcategories, transcriptions, workflowSubcategories, workflows } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { escapeLike } from '@/lib/workspaces/queries';
import { toCards } from './cards';
import { viewerLocale } from './library';
import { orderFor, selectCardRows, titleExpression, type Narrowing } from './library-query';
import type { Page, SearchMatch, SearchWorkflowsInput, WorkflowSearchItem } from './library-schema';
import { isCharacterBased, keywordTokens, prefixQuery, transcriptMatch } from './library-snippet';

/** Every title of a workflow (its own and each translation) as one text, for substring matches. */
const allTitles = sql`${workflows.title} || ' ' || coalesce((select string_agg(value, ' ') from jsonb_each_text(case when jsonb_typeof(${workflows.titleTranslations}) = 'object' then ${workflows.titleTranslations} else '{}'::jsonb end)), '')`;
/** The words of every title; the expression of the index workflows_titles_fts_idx (db/schema/workflows.ts). */
const titleDoc = sql`(to_tsvector('simple', ${workflows.title}) || jsonb_to_tsvector('simple', ${workflows.titleTranslations}, '["string"]'))`;
const transcriptDoc = sql`to_tsvector('simple', ${transcriptions.searchText})`;
/** The key terms of every language (workflows.terms); the expression of the index workflows_terms_fts_idx. */
const termsDoc = sql`jsonb_to_tsvector('simple', ${workflows.terms}, '["string"]')`;

type KeywordSql = { narrow: Narrowing; relevance: SQL[] };

/**
 * Full-text match over titles (all translations), key terms and transcripts with a prefix query, ranked
 * title matches first. The matches are found first, each side through its own index (titles,
 * transcripts), and ranked there: only matching rows are ever read or ranked, however large the
 * organisation. Scripts without spaces between words are one long "word" to the parser, so for
 * them a substring match stands in for the word match (and reads every title and transcript).
 */
function keywordSql(orgId: string, keyword: string): KeywordSql | null {
  const query = prefixQuery(keyword);
  if (!query) return null;
  const q = sql`to_tsquery('simple', ${query})`;
  let titleHit = sql`${titleDoc} @@ ${q}`;
  let transcriptHit = sql`${transcriptDoc} @@ ${q}`;
  let termsHit = sql`${termsDoc} @@ ${q}`;
  if (isCharacterBased(keyword)) {
    const like = `%${escapeLike(keyword.trim())}%`;
    titleHit = sql`(${titleHit} or ${allTitles} ilike ${like})`;
    transcriptHit = sql`(${transcriptHit} or ${transcriptions.searchText} ilike ${like})`;
    termsHit = sql`(${termsHit} or ${workflows.terms}::text ilike ${like})`;
  }
  // Column references inside each branch name the branch's own table (no outer correlation).
  const source = sql`(select hit.workflow_id, bool_or(hit.title_hit) as title_hit, max(hit.title_rank) as title_rank, max(hit.transcript_rank) as transcript_rank from (
    select ${workflows.id} as workflow_id, true as title_hit, ts_rank(${titleDoc}, ${q}) as title_rank, 0::real as transcript_rank
      from ${workflows} where ${workflows.organizationId} = ${orgId} and ${titleHit}
    union all
    select ${transcriptions.workflowId}, false, 0::real, ts_rank(${transcriptDoc}, ${q})
      from ${transcriptions} where ${transcriptions.organizationId} = ${orgId} and ${transcriptHit}
    union all
    select ${workflows.id}, false, 0::real, ts_rank(${termsDoc}, ${q})
      from ${workflows} where ${workflows.organizationId} = ${orgId} and ${termsHit}
  ) hit group by hit.workflow_id) search_hits`;
  return {
    narrow: { source, on: sql`search_hits.workflow_id = ${workflows.id}` },
    relevance: [sql`search_hits.title_hit desc`, sql`search_hits.title_rank desc`, sql`search_hits.transcript_rank desc`],
  };
}

function filterSql({ workspaceIds, categoryIds, subcategoryIds }: SearchWorkflowsInput['filters']): (SQL | undefined)[] {
  const filed = (extra: SQL) =>
    sql`exists(select 1 from ${workflowSubcategories} inner join ${subcategories} on ${subcategories.id} = ${workflowSubcategories.subcategoryId} where ${workflowSubcategories.workflowId} = ${workflows.id} and ${extra})`;
  return [
    workspaceIds.length ? inArray(workflows.workspaceId, workspaceIds) : undefined,
    categoryIds.length ? filed(inArray(subcategories.categoryId, categoryIds)) : undefined,
    subcategoryIds.length ? filed(inArray(workflowSubcategories.subcategoryId, subcategoryIds)) : undefined,
  ];
}

/** The transcript match of each workflow on the page, best-ranked transcription first. */
async function matchesFor(db: Db, orgId: string, workflowIds: string[], keyword: string): Promise<Map<string, SearchMatch>> {
  const tokens = keywordTokens(keyword);
  const query = prefixQuery(keyword);
  const out = new Map<string, SearchMatch>();
  if (!workflowIds.length || !query) return out;
  const rows = await db
    .select({ workflowId: transcriptions.workflowId, languageCode: transcriptions.languageCode, sentences: transcriptions.sentences, searchText: transcriptions.searchText })
    .from(transcriptions)
    .where(and(eq(transcriptions.organizationId, orgId), inArray(transcriptions.workflowId, workflowIds)))
    .orderBy(desc(sql`ts_rank(${transcriptDoc}, to_tsquery('simple', ${query}))`));
  for (const row of rows) {
    if (out.has(row.workflowId)) continue;
    const match = transcriptMatch(row.sentences, row.searchText, tokens, row.languageCode);
    if (match) out.set(row.workflowId, match);
  }
  return out;
}

// POST /api/v1/workflows/search – ranked full-text search over what the caller may open
export async function searchWorkflows(session: SessionContext, input: SearchWorkflowsInput): Promise<Page<WorkflowSearchItem>> {
  const db = await getDb();
  const locale = viewerLocale(session, input.locale);
  const keyword = keywordSql(session.org.id, input.filters.keyword);
  const { page, size } = input.paginate;
  const orderBy =
    input.sort === 'title'
      ? [sql`${titleExpression(locale)} asc`, desc(workflows.id)]
      : input.sort === 'newest' || !keyword
        ? orderFor('newest', locale)
        : [...keyword.relevance, ...orderFor('newest', locale)];
  const { rows, total } = await selectCardRows(db, {
    caller: session,
    narrow: keyword?.narrow,
    where: filterSql(input.filters),
    orderBy,
    limit: size,
    offset: (page - 1) * size,
  });
  const [cards, matches] = await Promise.all([
    toCards(session, rows, locale),
    matchesFor(db, session.org.id, rows.map((r) => r.workflow.id), input.filters.keyword),
  ]);
  return { items: cards.map((card) => ({ ...card, match: matches.get(card.id) ?? null })), total };
}
