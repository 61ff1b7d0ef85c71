import { describe, expect, it } from 'vitest';
import { moveOptions, reorderGroups } from '@/lib/workspaces/group-order';
import { sortGroups, sortWorkspaces } from '@/lib/workspaces/sort';

const g = (id: string, name: string, priority = 0) => ({ id, name, priority });

describe('admin order of groups and workspaces', () => {
  it('sorts groups default first, then by priority, then by name', () => {
    const groups = [g('a', 'Alpha', 2), g('b', 'Bravo', 1), g('c', 'Charlie', 1), g('d', 'Default', 9)];
    expect(sortGroups(groups, 'd').map((x) => x.id)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('sorts workspaces by priority, then by the spec’s name rule', () => {
    const list = [g('1', 'beta'), g('2', '#tag'), g('3', 'Alpha', 1), g('4', '2nd')];
    expect(sortWorkspaces(list).map((x) => x.name)).toEqual(['#tag', '2nd', 'beta', 'Alpha']);
  });

  it('never moves the default group and nothing moves above it', () => {
    const ordered = sortGroups([g('d', 'Default'), g('a', 'A'), g('b', 'B')], 'd');
    const options = moveOptions(ordered, 'd');
    expect(options.get('d')).toEqual({ canMoveUp: false, canMoveDown: false });
    expect(options.get('a')).toEqual({ canMoveUp: false, canMoveDown: true });
    expect(options.get('b')).toEqual({ canMoveUp: true, canMoveDown: false });
    expect(moveOptions(sortGroups([g('a', 'A'), g('b', 'B')], null), null).get('a')).toEqual({ canMoveUp: false, canMoveDown: true });
  });

  it('swaps with the neighbour and renumbers the whole list', () => {
    const groups = [g('d', 'Default'), g('a', 'A'), g('b', 'B'), g('c', 'C')];
    expect(reorderGroups(groups, 'd', 'c', 'up')).toEqual([
      { id: 'd', priority: 0 },
      { id: 'a', priority: 1 },
      { id: 'c', priority: 2 },
      { id: 'b', priority: 3 },
    ]);
    expect(reorderGroups(groups, 'd', 'a', 'up')).toBeNull();
    expect(reorderGroups(groups, 'd', 'c', 'down')).toBeNull();
    expect(reorderGroups(groups, 'd', 'missing', 'down')).toBeNull();
  });
});
