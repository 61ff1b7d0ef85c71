import type { Metadata } from 'next';
import { VoiceOverEditor } from '@/components/editor/advanced/voice-over/voice-over-editor';
import { Alert } from '@/components/ui/alert';
import { loadEditorPage } from '@/lib/editor/page-workflow';
import { AppError } from '@/lib/http/errors';
import { getTranslations } from '@/lib/i18n/server';
import { loadVoiceOver } from '@/lib/tts/voice-over';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('advancedEditor.voiceOver');
  return { title: t('heading') };
}

// /editor/{id}/voice-over – text-to-speech blocks per step (authors; the layout checks the workflow, loadVoiceOver the feature)
export default async function VoiceOverPage({ params }: Props) {
  const { session, workflow } = await loadEditorPage((await params).id);
  const t = await getTranslations('advancedEditor.voiceOver');
  const data = await loadVoiceOver(session, workflow.id).catch((error: unknown) => {
    if (error instanceof AppError && error.message === 'advancedEditor.voiceOver.featureOff') return null;
    throw error;
  });
  return (
    <section aria-labelledby="voice-over-heading">
      <h2 id="voice-over-heading">{t('heading')}</h2>
      {data ? <VoiceOverEditor initial={data} /> : <Alert tone="info">{t('featureOff')}</Alert>}
    </section>
  );
}
