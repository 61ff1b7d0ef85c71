import { CutEditor } from '@/components/editor/advanced/cut/cut-editor';
import { loadEditorPage } from '@/lib/editor/page-workflow';
import { cutSessionOf } from '@/lib/editor/cut/session';

type Props = { params: Promise<{ id: string }> };

// /editor/{id} – the advanced editor's cutting: transcript, timeline, undo/redo, preview, apply.
// Authors only: loadEditorPage answers 404 for unknown or other organisations' ids, 403 for viewers.
export default async function CutPage({ params }: Props) {
  const { workflow } = await loadEditorPage((await params).id);
  return <CutEditor initial={await cutSessionOf(workflow)} />;
}
