import { headers } from 'next/headers';
import { PlayerPage } from '@/components/player/player-page';
import { isOpenedFromEditor, type PlayerRouteParams, type PlayerSearchParams } from '@/lib/player/route-params';

export { generateMetadata } from '@/components/player/player-metadata';

type Props = { params: Promise<PlayerRouteParams>; searchParams: Promise<PlayerSearchParams> };

async function openedFromEditor(workflowId: string) {
  const h = await headers();
  return isOpenedFromEditor(h.get('referer'), h.get('host'), workflowId);
}

// /PlayerPreview/{workflowId}/{stepId?} – the embedded player with the preview-video flag, only when opened from the builder or editor (else 404)
export default function Page({ params, searchParams }: Props) {
  return <PlayerPage mode="preview" params={params} searchParams={searchParams} allow={openedFromEditor} />;
}
