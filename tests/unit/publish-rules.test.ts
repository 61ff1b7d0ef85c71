import { describe, expect, it } from 'vitest';
import { cardTools, editTarget } from '@/lib/workflows/cards';
import { BLOCKED, SPEECH } from '@/lib/workflows/constants';
import { INSTALLED_ROUTES } from '@/lib/shell/installed-routes';
import { EDIT_ROUTE_PATHS, installedEditTarget } from '@/lib/workflows/edit-routes';
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

describe('card edit tool and installed authoring routes', () => {
  it('keeps the spec rule for the edit target', () => {
    expect(editTarget({ editType: 'original' }, 'new')).toBe('editormain');
    expect(editTarget({ editType: 'original' }, 'unpublished')).toBe('builder');
    expect(editTarget({ editType: 'new_editor' }, 'published')).toBe('editor');
    expect(editTarget({ editType: 'original' }, 'processing')).toBeNull();
  });

  it('offers edit only towards an installed route, and publish with the preview for a ready draft', () => {
    const none = { ...INSTALLED_ROUTES, builder: false, editorMain: false, editor: false };
    const both = { ...INSTALLED_ROUTES, builder: true, editorMain: true, editor: true };
    for (const target of Object.keys(EDIT_ROUTE_PATHS) as EditTarget[]) {
      expect(installedEditTarget(target, none)).toBeNull();
      expect(installedEditTarget(target, both)).toBe(target);
    }
    expect(installedEditTarget('builder', { ...none, builder: true })).toBe('builder');
    expect(installedEditTarget('editormain', { ...none, builder: true })).toBeNull();
    expect(installedEditTarget(null, both)).toBeNull();
    expect(cardTools(w({}), true)).toMatchObject({ publish: true, preview: true, edit: installedEditTarget('editormain') });
    expect(cardTools(w({ speechStatus: SPEECH.runningTranscript }), true)).toMatchObject({ publish: false, preview: false });
    expect(cardTools(w({}), false)).toMatchObject({ publish: false, preview: false, edit: null });
  });
});
