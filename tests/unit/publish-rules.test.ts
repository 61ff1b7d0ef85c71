import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardTools, editTarget } from '@/lib/workflows/cards';
import { BLOCKED, SPEECH } from '@/lib/workflows/constants';
import { EDIT_ROUTE_PATHS, INSTALLED_EDIT_TARGETS, installedEditTarget } from '@/lib/workflows/edit-routes';
import type { EditTarget } from '@/lib/workflows/library-schema';
import { publishReadiness, type WorkflowStatusFields } from '@/lib/workflows/status';

const base: WorkflowStatusFields = {
  published: false,
  processed: false,
  editType: 'original',
  editorStatus: null,
  convertStatus: 'finished',
  stepsStatus: 'finished',
  speechStatus: SPEECH.completed,
  frameCaptureStatus: 'finished',
  videoExtractStatus: 'finished',
  blocked: null,
  hasImageMap: false,
};
const w = (fields: Partial<WorkflowStatusFields>) => ({ ...base, ...fields });

describe('publish readiness (spec 02 §4 ready check)', () => {
  it('lets a ready draft be published, new or unpublished', () => {
    expect(publishReadiness(w({}))).toEqual({ canPublish: true, blocker: null });
    expect(publishReadiness(w({ processed: true }))).toEqual({ canPublish: true, blocker: null });
  });

  it('names what stands in the way of one that is not ready', () => {
    expect(publishReadiness(w({ speechStatus: SPEECH.runningTranscript }))).toEqual({ canPublish: false, blocker: 'processing' });
    expect(publishReadiness(w({ blocked: BLOCKED.transcoding }))).toEqual({ canPublish: false, blocker: 'transcoding' });
    expect(publishReadiness(w({ speechStatus: null, convertStatus: 'transcoding error' }))).toEqual({ canPublish: false, blocker: 'failed' });
    expect(publishReadiness(w({ published: true }))).toEqual({ canPublish: false, blocker: null });
  });
});

/** Whether app/ has a page under a folder of this name (route groups and dynamic segments below it). */
function hasPage(dir: string, name: string, inside = false): boolean {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'api') continue;
    const child = path.join(dir, entry.name);
    const here = inside || entry.name === name;
    if (here && existsSync(path.join(child, '[workflowId]'))) return true;
    if (hasPage(child, name, here)) return true;
  }
  return false;
}

describe('card edit tool and installed authoring routes', () => {
  it('keeps the spec rule for the edit target', () => {
    expect(editTarget({ editType: 'original' }, 'new')).toBe('editormain');
    expect(editTarget({ editType: 'original' }, 'unpublished')).toBe('builder');
    expect(editTarget({ editType: 'new_editor' }, 'published')).toBe('editor');
    expect(editTarget({ editType: 'original' }, 'processing')).toBeNull();
  });

  it('lists exactly the targets whose page exists, so no card tool leads to a 404', () => {
    for (const target of Object.keys(EDIT_ROUTE_PATHS) as EditTarget[]) {
      expect(INSTALLED_EDIT_TARGETS.includes(target), target).toBe(hasPage(path.resolve('app'), EDIT_ROUTE_PATHS[target]));
    }
  });

  it('offers edit only towards an installed route, and publish with the preview for a ready draft', () => {
    for (const target of Object.keys(EDIT_ROUTE_PATHS) as EditTarget[]) expect(installedEditTarget(target)).toBe(INSTALLED_EDIT_TARGETS.includes(target) ? target : null);
    expect(installedEditTarget(null)).toBeNull();
    expect(cardTools(w({}), true)).toMatchObject({ publish: true, preview: true, edit: installedEditTarget('editormain') });
    expect(cardTools(w({ speechStatus: SPEECH.runningTranscript }), true)).toMatchObject({ publish: false, preview: false });
    expect(cardTools(w({}), false)).toMatchObject({ publish: false, preview: false, edit: null });
  });
});
