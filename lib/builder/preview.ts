import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { transcriptions } from '@/db/schema';
import { sentencesInStep, subtitleUrl } from '@/lib/player/subtitles';
import type { TranscriptSentence } from '@/lib/transcription/types';
import { listSteps } from '@/lib/workflows/queries';
import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { loadWorkflowForEdit } from '@/lib/workflows/access';
import { statusFieldsOf } from '@/lib/workflows/detail';
import { publishReadiness, type PublishBlocker } from '@/lib/workflows/status';
import { previewLink } from '@/lib/access/spec-links';

export type PreviewStatus = {
  published: boolean;
  editorStatus: string | null;
  /** The preview plays (and Publish is offered) once the ready check passes (spec 02 §4). */
  canPublish: boolean;
  blocker: PublishBlocker | null;
  /** Where the builder opens the preview (it works only when opened from the builder or an editor). */
  previewUrl: string;
};

/** GET /preview/status (spec 02 §7): whether the workflow can be previewed and published now. */
export async function previewStatus(session: SessionContext, workflowId: unknown): Promise<PreviewStatus> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, workflowId);
  const readiness = publishReadiness(await statusFieldsOf(db, session.org.id, workflow));
  return { published: workflow.published, editorStatus: workflow.editorStatus, ...readiness, previewUrl: previewLink(workflow.id) };
}

export type PreviewSubtitleTrack = { languageCode: string; stepId: string; url: string; cues: number };
export type PreviewSubtitles = { languages: string[]; tracks: PreviewSubtitleTrack[] };

/**
 * POST /preview/subtitles (spec 02 §7): the subtitles the author's preview will show, made from the
 * transcripts as saved now — every enabled content language, one WebVTT track per step with the
 * number of its cues (a step without any says so before publishing). The tracks are made on request
 * from the stored sentences, so nothing is built ahead and a preview never shows stale subtitles.
 */
export async function previewSubtitles(session: SessionContext, workflowId: unknown): Promise<PreviewSubtitles> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, workflowId);
  const [steps, texts] = await Promise.all([
    listSteps(db, { orgId: session.org.id, workflowId: workflow.id }),
    db.query.transcriptions.findMany({
      where: and(eq(transcriptions.workflowId, workflow.id), eq(transcriptions.organizationId, session.org.id), eq(transcriptions.disabled, false)),
      orderBy: asc(transcriptions.languageCode),
    }),
  ]);
  const tracks = texts.flatMap((text) => {
    const sentences = Array.isArray(text.sentences) ? (text.sentences as TranscriptSentence[]) : [];
    return steps.map((step) => ({
      languageCode: text.languageCode,
      stepId: step.id,
      url: subtitleUrl(workflow.id, step.id, text.languageCode),
      cues: sentencesInStep(sentences, step).length,
    }));
  });
  return { languages: texts.map((t) => t.languageCode), tracks };
}
