import { PlayerPage } from '@/components/player/player-page';
import type { PlayerRouteParams, PlayerSearchParams } from '@/lib/player/route-params';

export { generateMetadata } from '@/components/player/player-metadata';

type Props = { params: Promise<PlayerRouteParams>; searchParams: Promise<PlayerSearchParams> };

// /playerembed/{workflowId}/{stepId?} – the embeddable player (theater on, no iframe mode)
export default function Page({ params, searchParams }: Props) {
  return <PlayerPage mode="embed" params={params} searchParams={searchParams} />;
}
