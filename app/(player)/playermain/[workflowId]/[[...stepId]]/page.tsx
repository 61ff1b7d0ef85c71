import { PlayerPage } from '@/components/player/player-page';
import type { PlayerRouteParams, PlayerSearchParams } from '@/lib/player/route-params';

export { generateMetadata } from '@/components/player/player-metadata';

type Props = { params: Promise<PlayerRouteParams>; searchParams: Promise<PlayerSearchParams> };

// /playermain/{workflowId}/{stepId?} – the player (PlayerMain)
export default function Page({ params, searchParams }: Props) {
  return <PlayerPage mode="main" params={params} searchParams={searchParams} />;
}
