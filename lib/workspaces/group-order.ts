import { sortGroups } from './sort';

type Ordered = { id: string; name: string; priority: number };

/**
 * Which groups can move a step up or down in the admin order. The default group is pinned
 * first (spec §5), so it never moves and nothing moves above it.
 */
export function moveOptions(ordered: readonly Ordered[], defaultGroupId: string | null) {
  const first = ordered[0]?.id === defaultGroupId ? 1 : 0;
  return new Map(
    ordered.map((g, i) => [g.id, { canMoveUp: i > first, canMoveDown: i >= first && i < ordered.length - 1 }] as const),
  );
}

/**
 * The new priorities after moving one group a step, numbering the whole list 0..n-1 so older
 * ties (every group created at priority 0) settle into the order people see. Null when the
 * move is not possible (default group, already at the edge, unknown id).
 */
export function reorderGroups(
  groups: readonly Ordered[],
  defaultGroupId: string | null,
  id: string,
  direction: 'up' | 'down',
): { id: string; priority: number }[] | null {
  const ordered = sortGroups(groups, defaultGroupId);
  const index = ordered.findIndex((g) => g.id === id);
  const options = moveOptions(ordered, defaultGroupId).get(id);
  if (index < 0 || !options || !(direction === 'up' ? options.canMoveUp : options.canMoveDown)) return null;
  const other = direction === 'up' ? index - 1 : index + 1;
  const next = [...ordered];
  [next[index], next[other]] = [next[other], next[index]];
  return next.map((g, priority) => ({ id: g.id, priority }));
}
