import { and, eq } from 'drizzle-orm';
import { organizations } from '@/db/schema';
import { parseOrgSettings } from '@/lib/orgs/settings';
import { invalidatePublicWorkflow } from '@/lib/player/public-cache-store';
import { requestKnowledgeIndex } from '@/lib/knowledge/jobs';
import { statusFieldsOf } from '../detail';
import { hasError, isReady, isTranscoding } from '../status';
import type { PipelineContext } from './context';

/**
 * The organisation's auto-publish setting (customised permissions, spec 01 §3): a workflow whose
 * processing has just finished is published at once when it passes the ready check (spec 02 §4).
 * One still waiting for its transcript is not: its steps would be cut at silences only, so it is
 * published when the author's transcript has been processed. Already published: nothing changes.
 */
export async function autoPublish(ctx: PipelineContext, waitingForTranscript: boolean): Promise<boolean> {
  if (waitingForTranscript) return false;
  const [org] = await ctx.db
    .select({ settings: organizations.settings })
    .from(organizations)
    .where(and(eq(organizations.id, ctx.orgId), eq(organizations.isActive, true)));
  if (!org || !parseOrgSettings(org.settings).customized.autoPublish) return false;
  const workflow = await ctx.load();
  if (workflow.published) return false;
  const fields = await statusFieldsOf(ctx.db, ctx.orgId, workflow);
  if (!isReady(fields) || isTranscoding(fields) || hasError(fields)) return false;
  await ctx.update({ published: true, publishedAt: new Date() });
  await ctx.history('auto-publish', 'finished', 'published by the organisation setting');
  await invalidatePublicWorkflow(ctx.workflowId);
  await requestKnowledgeIndex(ctx.orgId, ctx.workflowId);
  return true;
}
