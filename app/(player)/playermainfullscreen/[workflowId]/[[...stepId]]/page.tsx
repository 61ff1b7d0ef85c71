import { PlayerPage } from '@/components/player/player-page';
import type { PlayerRouteParams, PlayerSearchParams } from '@/lib/player/route-params';

export { generateMetadata } from '@/components/player/player-metadata';

type Props = { params: Promise<PlayerRouteParams>; searchParams: Promise<PlayerSearchParams> };

// /playermainfullscreen/{workflowId}/{stepId?} – the player filling the window
export default function Page({ params, searchParams }: Props) {
  return <PlayerPage mode="fullscreen" params={params} searchParams={searchParams} />;
}
