import { notFound, redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/providers/client-messages';
import { requirePageSession } from '@/lib/auth/guards';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { loadPlayerPage, type PlayerLoadResult } from '@/lib/player/load-player-workflow';
import { playerOptionsFromQuery, type PlayerRouteParams, type PlayerSearchParams } from '@/lib/player/route-params';
import type { PlayerMode } from '@/lib/player/schema';
import { PlayerChrome } from './player-header';
import { PlayerWithPanels } from './player-with-panels';
import { PreviewBar } from './preview-bar';
import { UnavailableScreen } from './unavailable-screen';

type Props = {
  /** The host player (/rustici) has its own page: components/learning-host. */
  mode: Exclude<PlayerMode, 'public' | 'publicFullscreen' | 'rustici'>;
  params: Promise<PlayerRouteParams>;
  searchParams: Promise<PlayerSearchParams>;
  /** PlayerPreview: whether it was opened from the builder or editor (else 404). */
  allow?: (workflowId: string) => Promise<boolean>;
};

const NAMESPACES = [...CLIENT_NAMESPACES.player, ...CLIENT_NAMESPACES.playerPanels];

/**
 * Every signed-in player route: sign-in with a redirect back when signed out (middleware and
 * requirePageSession), /403 without view permission, the unavailable screens, else the player
 * with the workflow loaded here so the first paint already has the poster and controls.
 */
export async function PlayerPage({ mode, params, searchParams, allow }: Props) {
  const [{ workflowId, stepId }, query, locale] = await Promise.all([params, searchParams, getLocale()]);
  if (allow && !(await allow(workflowId))) notFound();
  const session = await requirePageSession({ access: 'player' });
  const options = { ...playerOptionsFromQuery(query), ...(mode === 'preview' ? { previewVideo: true } : {}) };
  let result: PlayerLoadResult | null = null;
  try {
    result = await loadPlayerPage(session, workflowId, { withAddons: true, locale });
  } catch (error) {
    // A passing failure: the browser fetches again (three tries) instead of showing an error page.
    console.error('[player] server load failed', error);
  }
  if (result && !result.ok && result.reason === 'forbidden') redirect('/403');
  const initialStepId = stepId?.[0];
  return (
    <ClientMessages namespaces={NAMESPACES}>
      <PlayerChrome mode={mode} popup={options.popup} workflow={result?.ok ? result.workflow : null}>
        <PreviewBar result={result} mode={mode} />
        {result && !result.ok && result.reason !== 'forbidden' ? (
          <UnavailableScreen reason={result.reason} mode={mode} popup={options.popup} />
        ) : (
          <PlayerWithPanels workflowId={workflowId} initial={result?.ok ? result.workflow : null} mode={mode} initialStepId={initialStepId} options={options} />
        )}
      </PlayerChrome>
    </ClientMessages>
  );
}
