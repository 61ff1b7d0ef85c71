import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { DEFAULT_LOCALE, negotiate, toLocale } from '@/lib/i18n/config';
import { loadPlayerWorkflow, playerLoadError } from './load-player-workflow';
import type { PlayerWorkflowDto, PlayerWorkflowQuery } from './schema';

export type GetPlayerWorkflowOptions = { session: SessionContext; query: PlayerWorkflowQuery; locale?: string };

/** GET /api/v1/player/workflow: the player's workflow, or the error of the screen to show. */
export async function getPlayerWorkflow({ session, query, locale }: GetPlayerWorkflowOptions): Promise<PlayerWorkflowDto> {
  const result = await loadPlayerWorkflow(await getDb(), session, query.workflowId, { withAddons: query.withAddons, locale });
  if (!result.ok) throw playerLoadError(result.reason);
  return result.workflow;
}

/** The viewer's UI language for labels and titles, from what a route handler has (profile, organisation, browser). */
export const viewerLocale = (session: SessionContext, req: Request) =>
  toLocale(session.user.locale) ?? toLocale(session.org.settings.defaultLocale) ?? negotiate(req.headers.get('accept-language')) ?? DEFAULT_LOCALE;
