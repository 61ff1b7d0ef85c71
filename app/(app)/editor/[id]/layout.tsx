import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PublishRenderStatus } from '@/components/editor/advanced/publish/publish-render-status';
import { EditorHeader } from '@/components/editor/editor-header';
import { ClientMessages } from '@/components/providers/client-messages';
import { loadEditorPage } from '@/lib/editor/page-workflow';
import { publishRenderView } from '@/lib/editor/publish/view';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { getTranslations } from '@/lib/i18n/server';

type Props = { params: Promise<{ id: string }>; children: ReactNode };

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { workflow } = await loadEditorPage((await params).id);
  return { title: workflow.title };
}

// /editor/{id}/… – the advanced editor (issue 18): cutting, annotations and zoom, voice-over
export default async function AdvancedEditorLayout({ params, children }: Props) {
  const { workflow } = await loadEditorPage((await params).id);
  const t = await getTranslations('advancedEditor');
  const base = `/editor/${workflow.id}`;
  const tabs = [
    { href: base, label: t('tabs.cut') },
    { href: `${base}/annotations`, label: t('tabs.annotations') },
    { href: `${base}/voice-over`, label: t('tabs.voiceOver') },
  ];
  const publishRender = publishRenderView(workflow);
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES.advancedEditor}>
      <EditorHeader workflowId={workflow.id} title={workflow.title} tabs={tabs} tabsLabel={t('tabs.label')} />
      {publishRender ? <PublishRenderStatus workflowId={workflow.id} view={publishRender} /> : null}
      {children}
    </ClientMessages>
  );
}
