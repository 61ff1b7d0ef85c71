import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { subcategories, transcriptions, workflowSubcategories, workflows } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { escapeLike } from '@/lib/workspaces/queries';
import { toCards } from './cards';
import { viewerLocale } from './library';
import { orderFor, selectCardRows, titleExpression } from './library-query';
import type { Page, SearchMatch, SearchWorkflowsInput, WorkflowSearchItem } from './library-schema';
import { isCharacterBased, keywordTokens, prefixQuery, transcriptMatch } from './library-snippet';

/** Every title of a workflow (its own and each translation) as one text. */
const allTitles = sql`${workflows.title} || ' ' || coalesce((select string_agg(value, ' ') from jsonb_each_text(case when jsonb_typeof(${workflows.titleTranslations}) = 'object' then ${workflows.titleTranslations} else '{}'::jsonb end)), '')`;
const transcriptDoc = sql`to_tsvector('simple', ${transcriptions.searchText})`;
const ofThisWorkflow = (orgId: string) => and(eq(transcriptions.workflowId, workflows.id), eq(transcriptions.organizationId, orgId));

type KeywordSql = { where: SQL; relevance: SQL[] };

/**
 * Full-text match over titles (all translations) and transcripts with a prefix query, ranked
 * title matches first. Scripts without spaces between words are one long "word" to the parser,
 * so for them a substring match stands in for the word match.
 */
function keywordSql(orgId: string, keyword: string): KeywordSql | null {
  const query = prefixQuery(keyword);
  if (!query) return null;
  const q = sql`to_tsquery('simple', ${query})`;
  const titleDoc = sql`to_tsvector('simple', ${allTitles})`;
  let titleHit = sql`${titleDoc} @@ ${q}`;
  let transcriptHit = sql`${transcriptDoc} @@ ${q}`;
  if (isCharacterBased(keyword)) {
    const like = `%${escapeLike(keyword.trim())}%`;
    titleHit = sql`(${titleHit} or ${allTitles} ilike ${like})`;
    transcriptHit = sql`(${transcriptHit} or ${transcriptions.searchText} ilike ${like})`;
  }
  const transcriptRank = sql`coalesce((select max(ts_rank(${transcriptDoc}, ${q})) from ${transcriptions} where ${ofThisWorkflow(orgId)} and ${transcriptHit}), 0)`;
  return {
    where: or(titleHit, sql`exists(select 1 from ${transcriptions} where ${ofThisWorkflow(orgId)} and ${transcriptHit})`) as SQL,
    relevance: [sql`(${titleHit}) desc`, sql`ts_rank(${titleDoc}, ${q}) desc`, sql`${transcriptRank} desc`],
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
    where: [keyword?.where, ...filterSql(input.filters)],
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
