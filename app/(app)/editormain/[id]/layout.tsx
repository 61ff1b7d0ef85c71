import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { EditorHeader } from '@/components/editor/editor-header';
import { ClientMessages } from '@/components/providers/client-messages';
import { loadEditorPage } from '@/lib/editor/page-workflow';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { getTranslations } from '@/lib/i18n/server';

type Props = { params: Promise<{ id: string }>; children: ReactNode };

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { workflow } = await loadEditorPage((await params).id);
  return { title: workflow.title };
}

// /editormain/{id}/… – the main editor (transcription, segmentation) of a workflow, for its authors
export default async function EditorMainLayout({ params, children }: Props) {
  const { workflow } = await loadEditorPage((await params).id);
  const t = await getTranslations('transcriptionEditor');
  const base = `/editormain/${workflow.id}`;
  const tabs = [
    { href: `${base}/transcription`, label: t('tabs.transcription') },
    { href: `${base}/segmentation`, label: t('tabs.segmentation') },
  ];
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES.transcriptionEditor}>
      <EditorHeader workflowId={workflow.id} title={workflow.title} tabs={tabs} tabsLabel={t('tabs.label')} />
      {children}
    </ClientMessages>
  );
}
