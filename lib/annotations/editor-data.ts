import 'server-only';
import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { listWorkflowTranscriptions } from '@/lib/editor/transcription/queries';
import type { AnnotationDto } from '@/lib/player/schema';
import { loadWorkflowForEdit } from '@/lib/workflows/access';
import { stepPlaylistUrl } from '@/lib/workflows/media-urls';
import { listSteps } from '@/lib/workflows/queries';
import { presentAnnotations } from './present';
import { listWorkflowAnnotations } from './queries';

export type AnnotationEditorStep = { id: string; position: number; title: string; duration: number; hlsUrl: string | null };

export type AnnotationEditorData = {
  workflowId: string;
  languageCode: string;
  /** The other content languages (subtitle translations): a text annotation can be translated into each. */
  translationLanguages: string[];
  steps: AnnotationEditorStep[];
  annotations: AnnotationDto[];
};

/** Everything the annotations editor (/editor/{id}/annotations) opens with; authors only. */
export async function loadAnnotationEditor(session: SessionContext, workflowId: unknown): Promise<AnnotationEditorData> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, workflowId);
  const scope = { orgId: session.org.id, workflowId: workflow.id };
  const [steps, transcriptions, rows] = await Promise.all([listSteps(db, scope), listWorkflowTranscriptions(db, scope), listWorkflowAnnotations(db, scope)]);
  return {
    workflowId: workflow.id,
    languageCode: workflow.languageCode,
    translationLanguages: transcriptions.map((t) => t.languageCode).filter((code) => code !== workflow.languageCode),
    steps: steps.map((s) => ({ id: s.id, position: s.position, title: s.title, duration: s.duration, hlsUrl: s.hlsKey ? stepPlaylistUrl(workflow.id, s.id) : null })),
    annotations: await presentAnnotations(rows, { withKeys: true }),
  };
}
