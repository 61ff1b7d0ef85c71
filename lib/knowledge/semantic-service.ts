import 'server-only';
import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { readKnowledgeMap } from './map';
import { questionInfo, relatedWorkflows, searchQuestionsByMeaning, searchWorkflowsByMeaning } from './semantic';
import type { RelatedWorkflowInput, SemanticSearchInput } from './semantic-schema';

/** The /api/v1/ai semantic routes' calls: the session is the caller; the routes have checked the role. */
export const semanticWorkflowSearch = async (session: SessionContext, input: SemanticSearchInput) => ({ items: await searchWorkflowsByMeaning(await getDb(), session, input) });
export const semanticQuestionSearch = async (session: SessionContext, input: SemanticSearchInput) => ({ items: await searchQuestionsByMeaning(await getDb(), session, input) });
export const relatedWorkflowList = async (session: SessionContext, input: RelatedWorkflowInput) => ({ items: await relatedWorkflows(await getDb(), session, input) });
export const askedQuestion = async (session: SessionContext, id: string) => questionInfo(await getDb(), session, id);
export const knowledgeMapOf = async (session: SessionContext) => readKnowledgeMap(await getDb(), session);
