import { WORKFLOW_REACTIONS, type WorkflowReactionId, type WorkflowReactionsDto } from '@/lib/reactions/schema';

/** Spec 02 §4 Reaction and §9: long press 500 ms, toggle debounce 300 ms, two-digit count. */
export const LONG_PRESS_MS = 500;
export const TOGGLE_DEBOUNCE_MS = 300;
export const COUNT_MAX = 99;

/** The reaction icons (emoji: no image requests, readable everywhere). */
export const REACTION_ICONS: Record<WorkflowReactionId, string> = {
  like_it: '👍',
  great_content: '💡',
  well_presented: '👏',
  nice_production: '🎬',
};

/** At most two digits: 100 and more read "99+". */
export const formatReactionCount = (count: number) => (count > COUNT_MAX ? `${COUNT_MAX}+` : String(Math.max(0, count)));

/** The main button's reaction: one's own, else the first of the set. */
export const mainReaction = (mine: WorkflowReactionId | null): WorkflowReactionId => mine ?? WORKFLOW_REACTIONS[0];

/** Clicking the current reaction removes it; clicking another sets it. */
export const nextReaction = (mine: WorkflowReactionId | null, clicked: WorkflowReactionId): WorkflowReactionId | null => (clicked === mine ? null : clicked);

/** A press shorter than the long-press threshold is a tap (toggle); longer opens the chooser. */
export const isTap = (pressedMs: number) => pressedMs < LONG_PRESS_MS;

/** The counts as they will be once the caller's reaction is `target` (shown before the server answers). */
export function withMine(dto: WorkflowReactionsDto, target: WorkflowReactionId | null): WorkflowReactionsDto {
  if (dto.mine === target) return dto;
  const counts = { ...dto.counts };
  if (dto.mine) counts[dto.mine] = Math.max(0, counts[dto.mine] - 1);
  if (target) counts[target] += 1;
  const total = dto.total + (target ? 1 : 0) - (dto.mine ? 1 : 0);
  return { ...dto, counts, total, mine: target };
}
