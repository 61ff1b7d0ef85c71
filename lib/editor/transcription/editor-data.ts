import 'server-only';
import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { isAiConfigured } from '@/lib/ai/provider';
import { chooseProvider } from '@/lib/transcription';
import { loadWorkflowForEdit } from '@/lib/workflows/access';
import { downloadsAllowed } from '@/lib/workflows/downloads';
import { stepPlaylistUrl } from '@/lib/workflows/media-urls';
import { listSteps } from '@/lib/workflows/queries';
import { listWorkflowTranscriptions, loadTranscriptionForEdit, toTranscriptionDto } from './queries';
import type { TranscriptionDto } from './schema';

export type EditorStepDto = { id: string; position: number; startTime: number; endTime: number; hlsUrl: string | null };

export type TranscriptionEditorData = {
  workflow: { id: string; title: string; languageCode: string; duration: number | null; editorStatus: string | null; published: boolean };
  steps: EditorStepDto[];
  transcriptions: TranscriptionDto[];
  /** Machine translation needs an AI provider; re-transcription a speech provider. */
  aiAvailable: boolean;
  retranscribeAvailable: boolean;
  downloadsAllowed: boolean;
};

/** GET /api/v1/workflows/{id}/transcription: everything the editor opens with (authors only). */
export async function loadTranscriptionEditor(session: SessionContext, workflowId: unknown): Promise<TranscriptionEditorData> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, workflowId);
  const scope = { orgId: session.org.id, workflowId: workflow.id };
  const [steps, rows, speech] = await Promise.all([listSteps(db, scope), listWorkflowTranscriptions(db, scope), chooseProvider(workflow.languageCode)]);
  return {
    workflow: {
      id: workflow.id,
      title: workflow.title,
      languageCode: workflow.languageCode,
      duration: workflow.videoDuration,
      editorStatus: workflow.editorStatus,
      published: workflow.published,
    },
    steps: steps.map((s) => ({ id: s.id, position: s.position, startTime: s.startTime, endTime: s.endTime, hlsUrl: s.hlsKey ? stepPlaylistUrl(workflow.id, s.id) : null })),
    // The workflow's own language first, then the translations.
    transcriptions: rows.map(toTranscriptionDto).sort((a, b) => Number(b.languageCode === workflow.languageCode) - Number(a.languageCode === workflow.languageCode)),
    aiAvailable: isAiConfigured(),
    retranscribeAvailable: speech !== null,
    downloadsAllowed: downloadsAllowed(session.org.settings),
  };
}

/** GET /api/v1/transcriptions/{id}: one language's transcription (authors of its workflow). */
export async function getTranscription(session: SessionContext, id: unknown): Promise<TranscriptionDto> {
  const db = await getDb();
  const { transcription } = await loadTranscriptionForEdit(db, session, id);
  return toTranscriptionDto(transcription);
}
