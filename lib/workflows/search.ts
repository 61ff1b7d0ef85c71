import 'server-only';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { subcategories, transcriptions, workflowSubcategories, workflows } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { toCards } from './cards';
import { viewerLocale } from './library';
import { orderFor, selectCardRows, titleExpression, type CardRow } from './library-query';
import type { SearchMatch, SearchPage, SearchWorkflowsInput } from './library-schema';
import { keywordTokens, prefixQuery, transcriptMatch } from './library-snippet';
import { searchHitPage, transcriptDoc } from './search-hits';

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

/** The card rows of the picked ids, in their order (tenant and visibility applied again). */
async function cardRowsFor(db: Db, session: SessionContext, ids: string[]): Promise<CardRow[]> {
  if (!ids.length) return [];
  const picked = sql.join(
    ids.map((id, i) => sql`(${id}::uuid, ${i}::int)`),
    sql`, `,
  );
  const { rows } = await selectCardRows(db, {
    caller: session,
    narrow: { source: sql`(values ${picked}) as picked(workflow_id, ord)`, on: sql`picked.workflow_id = ${workflows.id}` },
    orderBy: [sql`picked.ord`],
    limit: ids.length,
  });
  return rows;
}

/**
 * POST /api/v1/workflows/search – full-text search over what the caller may open. With a keyword,
 * lib/workflows/search-hits.ts picks the page (ranked by relevance, or by date or title) among at
 * most SEARCH_RESULT_CAP matches and counts up to it (`capped` past it); without one, every
 * workflow the filters allow, newest first or by title, counted exactly.
 */
export async function searchWorkflows(session: SessionContext, input: SearchWorkflowsInput): Promise<SearchPage> {
  const db = await getDb();
  const locale = viewerLocale(session, input.locale);
  const { page, size } = input.paginate;
  const where = filterSql(input.filters);
  const hits = await searchHitPage(db, { caller: session, keyword: input.filters.keyword, where, sort: input.sort, locale, limit: size, offset: (page - 1) * size });
  const { rows, total, capped } = hits
    ? { rows: await cardRowsFor(db, session, hits.ids), total: hits.total, capped: hits.capped }
    : {
        ...(await selectCardRows(db, {
          caller: session,
          where,
          orderBy: input.sort === 'title' ? [sql`${titleExpression(locale)} asc`, desc(workflows.id)] : orderFor('newest', locale),
          limit: size,
          offset: (page - 1) * size,
        })),
        capped: false,
      };
  const [cards, matches] = await Promise.all([
    toCards(session, rows, locale),
    matchesFor(db, session.org.id, rows.map((r) => r.workflow.id), input.filters.keyword),
  ]);
  return { items: cards.map((card) => ({ ...card, match: matches.get(card.id) ?? null })), total, capped };
}
