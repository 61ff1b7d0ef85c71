import { describe, expect, it } from 'vitest';
import { parseOrgSettings } from '@/lib/orgs/settings';
import { workspaceTabs } from '@/lib/workspaces/workspace-tabs';

describe('workspace page tabs (spec §2)', () => {
  const settings = parseOrgSettings({});
  it('gives everyone workflows and smart instructions, skills and insights by access', () => {
    expect(workspaceTabs({ skills: false, analytics: false }, settings)).toEqual(['workflow', 'mm-sop']);
    expect(workspaceTabs({ skills: true, analytics: true }, settings)).toEqual(['workflow', 'mm-sop', 'skills', 'skill-matrix', 'insights']);
  });
  it('drops smart instructions when the organisation has switched them off', () => {
    const off = parseOrgSettings({ features: { enableMultiModalSOP: { enabled: false } } });
    expect(workspaceTabs({ skills: true, analytics: false }, off)).toEqual(['workflow', 'skills', 'skill-matrix']);
  });
});
