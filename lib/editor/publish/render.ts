import 'server-only';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { workflows, workflowSteps, type Workflow } from '@/db/schema';
import { runFfmpeg } from '@/lib/media/ffmpeg';
import type { Rung } from '@/lib/media/ladder';
import { invalidatePublicWorkflow } from '@/lib/player/public-cache-store';
import type { Storage } from '@/lib/storage';
import { EDITOR, ERROR, type WorkflowJobData } from '@/lib/workflows/constants';
import type { PipelineContext } from '@/lib/workflows/pipeline/context';
import { withRenderJob } from '@/lib/workflows/pipeline/render-job';
import { cutAndStoreSteps, stepImageMap, type PackageResult } from '@/lib/workflows/pipeline/stage-steps';
import { listSteps } from '@/lib/workflows/queries';
import { requestKnowledgeIndex } from '@/lib/knowledge/jobs';
import { describeMedia } from '../cut/render-media';
import { publishRenderArgs } from './filters';
import { planKey, type PublishPlan } from './plan';
import { isGeneratedPoster, makePublishedStills, pruneOldStills, type PublishedStills } from './stills';
import { loadPublishPlan, PUBLISH_FAILURE, PUBLISH_STAGE, publishRenderOf, sendPublishRenderJob, type PublishRenderState } from './state';

export type PublishRenderOutcome = 'finished' | 'skipped' | 'failed';
export type PublishRenderDeps = { db?: Db; storage?: Storage };

/** Renders every stored rung with the plan (one ffmpeg run each: blur and mix together), or keeps it as it is. */
async function renderRungs(ctx: PipelineContext, plan: PublishPlan, rungs: Rung[], boundaries: number[], progress: (f: number) => Promise<unknown>) {
  const preset = process.env.PIPELINE_X264_PRESET || 'veryfast';
  const voiceFiles = await Promise.all(plan.voice.clips.map((clip) => ctx.local(clip.key)));
  const dir = path.join(ctx.workDir, 'published');
  await mkdir(dir, { recursive: true });
  const ladder: Array<{ rung: Rung; key: string }> = [];
  for (const [i, rung] of rungs.entries()) {
    const input = await ctx.local(ctx.keys.rung(rung));
    const frame = await describeMedia(input);
    const out = path.join(dir, `rung-${rung}.mp4`);
    const args = publishRenderArgs({ input, voiceFiles, out, rung, frame, plan, boundaries, preset });
    if (args) await runFfmpeg(args, { signal: ctx.options.signal });
    // Local only: packaging reads it through `produced`; the clean rung in storage stays the editors' source.
    const key = `${ctx.keys.prefix}published/rung-${rung}.mp4`;
    ctx.produced.set(key, args ? out : input);
    ladder.push({ rung, key });
    await progress(0.05 + ((i + 1) / rungs.length) * 0.6);
  }
  return ladder;
}

/**
 * Points the steps at the rendered folder and records what it holds, in one transaction — only
 * while this render is still the one waited for and nothing re-packaged the steps meanwhile.
 * A first publish becomes published here, not before: viewers never get the clean media.
 */
async function commit(ctx: PipelineContext, from: Workflow, packaged: PackageResult, stills: PublishedStills, key: string | null, again: boolean) {
  const where = and(eq(workflows.id, ctx.workflowId), eq(workflows.organizationId, ctx.orgId));
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(workflows).where(where).for('update');
    if (!row || row.editorStatus !== EDITOR.processingPublish || row.hlsVersion !== from.hlsVersion) throw new Error('the workflow changed while it was rendered');
    for (const step of packaged.steps) {
      const scope = and(eq(workflowSteps.id, step.id), eq(workflowSteps.workflowId, ctx.workflowId), eq(workflowSteps.organizationId, ctx.orgId));
      await tx.update(workflowSteps).set({ hlsKey: step.hlsKey, renditions: step.renditions, posterKey: step.posterKey, startVideoKey: step.startVideoKey ?? null }).where(scope);
      // Thumbnails follow the served picture; a step without a map (a cut dropped it) stays without.
      if (stills.imageMap) await tx.update(workflowSteps).set({ imageMap: stepImageMap(stills.imageMap, step.start) }).where(and(scope, isNotNull(workflowSteps.imageMap)));
    }
    const pending = publishRenderOf(row)?.pending;
    const state: PublishRenderState = { key, hlsVersion: packaged.version, ...(again ? { pending: 'refresh' as const } : {}) };
    const publish = pending === 'publish' && !row.published ? { published: true, publishedAt: new Date(), processed: true } : {};
    await tx
      .update(workflows)
      .set({
        hlsVersion: packaged.version,
        publishRender: state,
        ...publish,
        ...(isGeneratedPoster(ctx, row.posterKey) ? { posterKey: stills.posterKey } : {}),
        ...(again ? {} : { editorStatus: EDITOR.completedBuilderMain, progress: null }),
        failure: null,
        updatedAt: new Date(),
      })
      .where(where);
  });
}

/**
 * The publish render (job publish-render): every rung of the ladder rendered once with the
 * workflow's blur regions burned in and its voice-over mixed into the sound, the steps packaged
 * from those into a new HLS folder (posters and step MP4s included), the seek-bar thumbnails and a
 * generated workflow poster made again from them when regions are blurred (stills.ts), and the
 * steps pointed at it all.
 * The clean rungs and the uploaded original stay in storage for the editors. editorStatus:
 * processing publish workflow → completed buildermain; a failure leaves `… error` with the
 * previous media still served (and a first publish not yet published), retried from the page.
 */
export async function runPublishRender(data: WorkflowJobData, deps: PublishRenderDeps = {}): Promise<PublishRenderOutcome> {
  return withRenderJob(data, deps, { folder: 'openhow-publish', stage: PUBLISH_STAGE }, async ({ db, ctx, where, progress, storedRungs, recordFailure }) => {
    try {
      const workflow = await db.query.workflows.findFirst({ where });
      if (!workflow || workflow.editorStatus !== EDITOR.processingPublish) return 'skipped';
      const scope = { orgId: data.organizationId, workflowId: workflow.id };
      const plan = await loadPublishPlan(db, scope);
      await progress(0.02);
      const rungs = await storedRungs();
      if (!rungs.length) throw new Error('the workflow has no transcoded video');
      const steps = (await listSteps(db, scope)).map((s) => ({ id: s.id, start: s.startTime, end: s.endTime, title: s.title }));
      const ladder = await renderRungs(ctx, plan, rungs, steps.flatMap((s) => [s.start, s.end]), progress);
      const packaged = await cutAndStoreSteps(ctx, { rungs: ladder }, { version: workflow.hlsVersion + 1, steps }, (f) => void progress(0.65 + f * 0.3), true);
      const stills = await makePublishedStills(ctx, plan, ladder, packaged.version);
      const key = planKey(plan);
      // Saved while this ran: commit what is done (closer than before) and render once more.
      const again = planKey(await loadPublishPlan(db, scope)) !== key;
      await commit(ctx, workflow, packaged, stills, key, again);
      if (again) await sendPublishRenderJob(data);
      await invalidatePublicWorkflow(workflow.id);
      // Older stills go once nothing points at them; a leftover folder is harmless, so a failure here is not the render's.
      await pruneOldStills(ctx, packaged.version).catch(() => undefined);
      await ctx.history('publish-render', 'finished', `${plan.blurs.length} blur regions, ${plan.voice.clips.length} voice-over clips (${plan.voice.mode})`);
      // The assistant's passages follow the new steps and times (and a first publish).
      await requestKnowledgeIndex(data.organizationId, data.workflowId);
      return 'finished';
    } catch (error) {
      const row = await db.query.workflows.findFirst({ where });
      if (!row || row.editorStatus !== EDITOR.processingPublish) return 'skipped';
      await db.update(workflows).set({ editorStatus: `${EDITOR.processingPublish} ${ERROR}`, failure: PUBLISH_FAILURE, progress: null, updatedAt: new Date() }).where(where);
      await recordFailure('publish-render', error);
      return 'failed';
    }
  });
}
