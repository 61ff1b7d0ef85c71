import 'server-only';
import { getDb } from '@/db/client';
import { voiceOvers } from '@/db/schema';
import { isAiConfigured } from '@/lib/ai/provider';
import { refreshPublishRender } from '@/lib/editor/publish/state';
import type { SessionContext } from '@/lib/auth/session';
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
    title: workflow.title,
    languageCode: workflow.languageCode,
    mode: (MIX_MODES as readonly string[]).includes(saved?.mode ?? '') ? (saved!.mode as MixMode) : 'duck',
    steps: steps.map((s) => ({ id: s.id, title: s.title, duration: s.duration, videoUrl: null, blocks: blocksOf[s.id] ?? [] })),
    sources,
    voices: voicesFor(workflow.languageCode, openAi).map(({ id: voiceId, label, provider, gender }) => ({ id: voiceId, label, provider, gender })),
    defaultVoice: defaultVoiceFor(workflow.languageCode, openAi),
  };
}

/** PUT /workflows/{id}/voice-over: every step's blocks (inside the step, not overlapping) and the mix mode. */
export async function saveVoiceOver(session: SessionContext, id: unknown, input: SaveVoiceOverInput): Promise<VoiceOverDto> {
  const db = await getDb();
  const workflow = await loadVoiceOverWorkflow(db, session, id);
  const steps = new Map((await listSteps(db, { orgId: session.org.id, workflowId: workflow.id })).map((s) => [s.id, s]));
  for (const [stepId, blocks] of Object.entries(input.steps)) {
    const step = steps.get(stepId);
    if (!step) throw new AppError('invalid_input', 'advancedEditor.voiceOver.errors.unknownStep');
    const problem = blocksProblem(blocks, step.duration);
    if (problem) throw new AppError('invalid_input', problem, { stepId });
  }
  const values = { mode: input.mode, steps: input.steps, updatedById: session.user.id, updatedAt: new Date() };
  await db
    .insert(voiceOvers)
    .values({ organizationId: session.org.id, workflowId: workflow.id, ...values })
    .onConflictDoUpdate({ target: [voiceOvers.organizationId, voiceOvers.workflowId], set: values });
  // A published workflow's voice-over is mixed into its media: a change renders it again.
  await refreshPublishRender(db, { orgId: session.org.id, workflowId: workflow.id });
  return loadVoiceOver(session, workflow.id);
}
