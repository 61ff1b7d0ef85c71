import { EDIT_ROUTE_PATHS } from './edit-routes';
import type { EditTarget, WorkflowCardView } from './library-schema';

/* Where workflow cards lead: pure and client-safe (the library's cards, search results). */

/** Where the card's edit tool leads (only towards an installed route: lib/workflows/edit-routes.ts). */
export const editHref = (id: string, target: EditTarget) => `/${EDIT_ROUTE_PATHS[target]}/${encodeURIComponent(id)}`;

export const playerHref = (id: string) => `/playermain/${encodeURIComponent(id)}`;

/** A card of an unfinished workflow opens where the viewer left (spec 02 §4 startTimestamp). */
export const resumeHref = (id: string, { stepId, startAt }: { stepId: string; startAt: number }) =>
  `${playerHref(id)}/${encodeURIComponent(stepId)}${startAt > 0 ? `?startTimestamp=${startAt}` : ''}`;

/**
 * Where a card leads: a published workflow to the player (at the viewer's resume point when there
 * is one), a draft to its editor once one is installed, else to the author's preview in the player;
 * null when the caller may not open it (view mode disables drafts, spec 01 §6).
 */
export function cardHref(card: Pick<WorkflowCardView, 'id' | 'published' | 'resume' | 'tools'>): string | null {
  if (card.published) return card.resume ? resumeHref(card.id, card.resume) : playerHref(card.id);
  if (card.tools.edit) return editHref(card.id, card.tools.edit);
  return card.tools.preview ? playerHref(card.id) : null;
}
