import { describe, expect, it } from 'vitest';
import { ACCESS_FLAGS, computeAccess } from '@/lib/access/access';
import { roleInWorkspace } from '@/lib/access/roles';

const on = (a: Record<string, boolean>) => Object.keys(a).filter((k) => a[k]).sort();

describe('computeAccess (spec §6 table)', () => {
  it('gives super and org admins every flag', () => {
    expect(on(computeAccess('admin-super'))).toEqual([...ACCESS_FLAGS].sort());
    expect(on(computeAccess('admin-organization'))).toEqual([...ACCESS_FLAGS].sort());
  });
  it('gives workspace admins, publishers and viewers their rows plus categories', () => {
    expect(on(computeAccess('admin-group'))).toEqual(['admin', 'analytics', 'categories', 'editor', 'player', 'skills', 'teams']);
    expect(on(computeAccess('publisher'))).toEqual(['categories', 'editor', 'player', 'skills']);
    expect(on(computeAccess('viewer'))).toEqual(['categories', 'player']);
    expect(on(computeAccess(null))).toEqual(['categories']);
  });
  it('lets the organisation role lists override skills and analytics', () => {
    const lists = { skillsManager: ['admin-organization' as const], analytics: ['publisher' as const] };
    expect(computeAccess('admin-group', lists)).toMatchObject({ skills: false, analytics: false });
    expect(computeAccess('publisher', lists)).toMatchObject({ skills: false, analytics: true });
    expect(computeAccess('admin-organization', lists)).toMatchObject({ skills: true, analytics: false });
  });
});

describe('roleInWorkspace', () => {
  it('treats org admins as org admins everywhere and defaults to viewer', () => {
    expect(roleInWorkspace('admin-organization', {}, 'w1')).toBe('admin-organization');
    expect(roleInWorkspace('publisher', { w1: 'admin-group' }, 'w1')).toBe('admin-group');
    expect(roleInWorkspace('publisher', { w1: 'admin-group' }, 'w2')).toBe('viewer');
  });
});
