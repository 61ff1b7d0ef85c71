import { TranscriptionEditor } from '@/components/editor/transcription/transcription-editor';
import { loadTranscriptionEditor } from '@/lib/editor/transcription/editor-data';
import { loadEditorPage } from '@/lib/editor/page-workflow';

// /editormain/{id}/transcription – the transcription editor (sentences, times, subtitle languages)
export default async function TranscriptionPage({ params }: { params: Promise<{ id: string }> }) {
  const { session, workflow } = await loadEditorPage((await params).id);
  return <TranscriptionEditor initial={await loadTranscriptionEditor(session, workflow.id)} />;
}
