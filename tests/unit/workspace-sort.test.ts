import { describe, expect, it } from 'vitest';
import { compareNames, filterByName, sortByName, sortGroups } from '@/lib/workspaces/sort';

const names = (list: { name: string }[]) => list.map((w) => w.name);
const ws = (...list: string[]) => list.map((name, i) => ({ id: `id-${i}`, name }));

describe('workspace name order (spec §5)', () => {
  it('puts names starting with a symbol first, then digits, then letters', () => {
    expect(names(sortByName(ws('Machining', '5S & Housekeeping', '#urgent', 'assembly', '_drafts', '2nd shift')))).toEqual([
      '#urgent',
      '_drafts',
      '2nd shift',
      '5S & Housekeeping',
      'assembly',
      'Machining',
    ]);
  });

  it('ignores case when comparing letters', () => {
    expect(names(sortByName(ws('beta', 'Alpha', 'alpine', 'BRAVO')))).toEqual(['Alpha', 'alpine', 'beta', 'BRAVO']);
    expect(compareNames('Safety', 'safety')).toBe(0);
  });

  it('applies the rule at every position, not only the first character', () => {
    expect(names(sortByName(ws('LineA', 'Line2', 'Line-1')))).toEqual(['Line-1', 'Line2', 'LineA']);
  });

  it('orders numbered names by their number', () => {
    expect(names(sortByName(ws('Line 10', 'Line 2', 'Line 1')))).toEqual(['Line 1', 'Line 2', 'Line 10']);
  });

  it('places a shorter prefix before longer names and keeps equal names stable', () => {
    expect(names(sortByName(ws('Assembly Line', 'Assembly')))).toEqual(['Assembly', 'Assembly Line']);
    const twins = [
      { id: 'b', name: 'Same' },
      { id: 'a', name: 'Same' },
    ];
    expect(sortByName(twins).map((w) => w.id)).toEqual(['a', 'b']);
  });

  it('puts the organisation default group first, then groups by name', () => {
    const groups = [
      { id: 'g1', name: 'Quality' },
      { id: 'g2', name: 'Zulu Default' },
      { id: 'g3', name: '1 Onboarding' },
    ];
    expect(sortGroups(groups, 'g2').map((g) => g.id)).toEqual(['g2', 'g3', 'g1']);
    expect(sortGroups(groups, null).map((g) => g.id)).toEqual(['g3', 'g1', 'g2']);
  });
});

describe('workspace search filter', () => {
  it('keeps names containing the text, in any case', () => {
    expect(names(filterByName(ws('Assembly Line A', 'Machining', 'Line maintenance'), 'LINE'))).toEqual([
      'Assembly Line A',
      'Line maintenance',
    ]);
    expect(filterByName(ws('a', 'b'), '  ')).toHaveLength(2);
  });
});
