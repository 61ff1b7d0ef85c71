import { AnnotationsEditor } from '@/components/editor/advanced/annotations/annotations-editor';
import { ClientMessages } from '@/components/providers/client-messages';
import { loadAnnotationEditor } from '@/lib/annotations/editor-data';
import { loadEditorPage } from '@/lib/editor/page-workflow';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';

// /editor/{id}/annotations – draw annotations and zoom regions over each step's video (authors only)
export default async function AnnotationsPage({ params }: { params: Promise<{ id: string }> }) {
  const { session, workflow } = await loadEditorPage((await params).id);
  const initial = await loadAnnotationEditor(session, workflow.id);
  // The save's rule keys (annotations.*) are translated on the page too.
  return (
    <ClientMessages namespaces={[...CLIENT_NAMESPACES.advancedEditor, 'annotations']}>
      <AnnotationsEditor initial={initial} />
    </ClientMessages>
  );
}
