import 'server-only';
import type { Db } from '@/db/client';
import { aiFeatureOn } from '@/lib/ai/access';
import type { OrgSettings } from '@/lib/orgs/settings';
import { contentOf, isVisibleToLearners } from './dto';
import { toPlayerAiContent } from './player-content';
import { findSummaryOfWorkflow } from './queries';

/** The player's AI summary and SOP outline: completed and active content only, with the organisation's switch on. */
export async function loadPlayerAiContent(db: Db, { orgId, workflowId, locale, settings }: { orgId: string; workflowId: string; locale: string; settings: OrgSettings }) {
  if (!aiFeatureOn(settings, 'aiSummary')) return { aiSummary: null, sop: null };
  const row = await findSummaryOfWorkflow(db, { orgId, workflowId });
  if (!row || !isVisibleToLearners(row)) return { aiSummary: null, sop: null };
  return toPlayerAiContent(contentOf(row.content), locale, row.provider);
}
