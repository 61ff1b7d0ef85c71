import type { Metadata } from 'next';
import { HostPlayer } from '@/components/learning-host/host-player';
import { ClientMessages } from '@/components/providers/client-messages';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { getTranslations } from '@/lib/i18n/server';
import { launchFromQuery } from '@/lib/learning-host/host-messages';
import type { PlayerRouteParams, PlayerSearchParams } from '@/lib/player/route-params';

type Props = { params: Promise<PlayerRouteParams>; searchParams: Promise<PlayerSearchParams> };

const NAMESPACES = [...CLIENT_NAMESPACES.player, ...CLIENT_NAMESPACES.learningHost];

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('learningHost');
  return { title: t('pageTitle'), robots: { index: false }, referrer: 'same-origin' };
}

// /rustici/{workflowId}/{stepId?} – the learning-content host player inside an LMS: the launch values of a thin
// package sign the learner in (lib/learning-host), no session of the app is read or needed
export default async function Page({ params, searchParams }: Props) {
  const [{ workflowId, stepId }, query] = await Promise.all([params, searchParams]);
  const { launch, resume } = launchFromQuery(query);
  return (
    <ClientMessages namespaces={NAMESPACES}>
      <HostPlayer workflowId={workflowId} pathStepId={stepId?.[0]} launch={launch} resume={resume} />
    </ClientMessages>
  );
}
