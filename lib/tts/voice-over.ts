import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { voiceOvers } from '@/db/schema';
import { isAiConfigured } from '@/lib/ai/provider';
import { refreshPublishRender } from '@/lib/editor/publish/state';
import type { SessionContext } from '@/lib/auth/session';
import { claimRevision } from '@/lib/editor/revision';
import { AppError } from '@/lib/http/errors';
import { listSteps } from '@/lib/workflows/queries';
import { loadVoiceOverWorkflow } from './access';
import { blocksProblem } from './blocks';
import { findSpeeches, findVoiceOver, toSourceDto } from './queries';
import { MIX_MODES, type MixMode, type SaveVoiceOverInput, type TtsBlock, type VoiceOverDto } from './schema';
import { defaultVoiceFor, voicesFor } from './voices';

/** GET /workflows/{id}/voice-over and the page: the steps with their blocks, the blocks' generations and the voices. */
export async function loadVoiceOver(session: SessionContext, id: unknown): Promise<VoiceOverDto> {
  const db = await getDb();
  const workflow = await loadVoiceOverWorkflow(db, session, id);
  const scope = { orgId: session.org.id, workflowId: workflow.id };
  const [steps, saved] = await Promise.all([listSteps(db, scope), findVoiceOver(db, scope)]);
  const blocksOf = (saved?.steps ?? {}) as Record<string, TtsBlock[]>;
  const ids = [...new Set(Object.values(blocksOf).flatMap((blocks) => blocks.flatMap((b) => (b.text2SpeechId ? [b.text2SpeechId] : []))))];
  const sources = ids.length ? await Promise.all((await findSpeeches(db, { orgId: session.org.id, ids })).map(toSourceDto)) : [];
  const openAi = isAiConfigured();
  return {
    workflowId: workflow.id,
    revision: saved?.revision ?? 0,
    title: workflow.title,
    languageCode: workflow.languageCode,
    mode: (MIX_MODES as readonly string[]).includes(saved?.mode ?? '') ? (saved!.mode as MixMode) : 'duck',
    steps: steps.map((s) => ({ id: s.id, title: s.title, duration: s.duration, videoUrl: null, blocks: blocksOf[s.id] ?? [] })),
    sources,
    voices: voicesFor(workflow.languageCode, openAi).map(({ id: voiceId, label, provider, gender }) => ({ id: voiceId, label, provider, gender })),
    defaultVoice: defaultVoiceFor(workflow.languageCode, openAi),
  };
}

/**
 * PUT /workflows/{id}/voice-over: every step's blocks (inside the step, not overlapping) and the
 * mix mode. Like every editor save it claims the revision it was based on (409
 * `editor.staleRevision` when another save came first; the page's conflict dialog).
 */
export async function saveVoiceOver(session: SessionContext, id: unknown, input: SaveVoiceOverInput): Promise<VoiceOverDto> {
  const db = await getDb();
  const orgId = session.org.id;
  const workflowId = await db.transaction(async (tx) => {
    const workflow = await loadVoiceOverWorkflow(tx, session, id);
    const steps = new Map((await listSteps(tx, { orgId, workflowId: workflow.id })).map((s) => [s.id, s]));
    for (const [stepId, blocks] of Object.entries(input.steps)) {
      const step = steps.get(stepId);
      if (!step) throw new AppError('invalid_input', 'advancedEditor.voiceOver.errors.unknownStep');
      const problem = blocksProblem(blocks, step.duration);
      if (problem) throw new AppError('invalid_input', problem, { stepId });
    }
    // The row is made on first use at revision 0, so the first save claims 0 like any other.
    await tx.insert(voiceOvers).values({ organizationId: orgId, workflowId: workflow.id }).onConflictDoNothing();
    const row = (await findVoiceOver(tx, { orgId, workflowId: workflow.id }))!;
    await claimRevision(tx, { orgId, collection: 'voiceOvers', documentId: row.id, expected: input.revision });
    await tx
      .update(voiceOvers)
      .set({ mode: input.mode, steps: input.steps, updatedById: session.user.id, updatedAt: new Date() })
      .where(and(eq(voiceOvers.id, row.id), eq(voiceOvers.organizationId, orgId)));
    return workflow.id;
  });
  // A published workflow's voice-over is mixed into its media: a change renders it again.
  await refreshPublishRender(db, { orgId, workflowId });
  return loadVoiceOver(session, workflowId);
}
