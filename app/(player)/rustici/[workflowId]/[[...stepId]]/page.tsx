import { PlayerPage } from '@/components/player/player-page';
import type { PlayerRouteParams, PlayerSearchParams } from '@/lib/player/route-params';

export { generateMetadata } from '@/components/player/player-metadata';

type Props = { params: Promise<PlayerRouteParams>; searchParams: Promise<PlayerSearchParams> };

// /rustici/{workflowId}/{stepId?} – the learning-content host player: resumes at the last watched step and time
export default function Page({ params, searchParams }: Props) {
  return <PlayerPage mode="rustici" params={params} searchParams={searchParams} />;
}
