import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import { cache } from 'react';
import { SegmentationEditor } from '@/components/editor/segmentation/segmentation-editor';
import { ClientMessages } from '@/components/providers/client-messages';
import { requirePageSession } from '@/lib/auth/guards';
import { loadSegmentationEditor } from '@/lib/editor/segmentation/service';
import { AppError } from '@/lib/http/errors';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { getTranslations } from '@/lib/i18n/server';

type Props = { params: Promise<{ id: string }> };

// Authors of the workflow's workspace only: a viewer gets 403, another organisation's or an unknown id 404.
const load = cache(async (id: string) => {
  const session = await requirePageSession();
  try {
    return await loadSegmentationEditor(session, id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    if (error instanceof AppError && error.code === 'forbidden') forbidden();
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load((await params).id);
  const t = await getTranslations('segmentationEditor');
  return { title: t('heading', { title: data.title }) };
}

// /editormain/{id}/segmentation – the segmentation editor: move, add and remove step boundaries, rename steps
export default async function SegmentationPage({ params }: Props) {
  const data = await load((await params).id);
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES.segmentationEditor}>
      <SegmentationEditor initial={data} />
    </ClientMessages>
  );
}
