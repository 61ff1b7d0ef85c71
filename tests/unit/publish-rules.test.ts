import { describe, expect, it } from 'vitest';
import { cardTools, editTarget } from '@/lib/workflows/cards';
import { BLOCKED, SPEECH } from '@/lib/workflows/constants';
import { INSTALLED_ROUTES } from '@/lib/shell/installed-routes';
import { parseOrgSettings } from '@/lib/orgs/settings';
import { DEFAULT_EDITOR_SETTINGS, EDIT_ROUTE_PATHS, editorSettingsOf, editPath, editTargetsInOrder, installedEditTarget } from '@/lib/workflows/edit-routes';
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
  const all = { ...INSTALLED_ROUTES, builder: true, editorMain: true, editor: true };
  const none = { ...INSTALLED_ROUTES, builder: false, editorMain: false, editor: false };

  it('keeps the spec rule for the edit target when every editor is installed', () => {
    expect(editTarget({ editType: 'original' }, 'new', DEFAULT_EDITOR_SETTINGS, all)).toBe('editormain');
    expect(editTarget({ editType: 'original' }, 'unpublished', DEFAULT_EDITOR_SETTINGS, all)).toBe('builder');
    expect(editTarget({ editType: 'original' }, 'published', DEFAULT_EDITOR_SETTINGS, all)).toBe('builder');
    expect(editTarget({ editType: 'new_editor' }, 'published', DEFAULT_EDITOR_SETTINGS, all)).toBe('editor');
    expect(editTarget({ editType: 'original' }, 'processing', DEFAULT_EDITOR_SETTINGS, all)).toBeNull();
    expect(editTarget({ editType: 'original' }, 'failed', DEFAULT_EDITOR_SETTINGS, all)).toBeNull();
  });

  it("honours the organisation's editor settings (spec 02 §6)", () => {
    const noClassic = { newEditor: true, classicEditor: false };
    expect(editTarget({ editType: 'original' }, 'unpublished', noClassic, all)).toBe('editor');
    expect(editTarget({ editType: 'original' }, 'new', noClassic, all)).toBe('editor');
    // The classic editor off but the new editor not in use (useEditor on): the classic ones stay.
    expect(editTarget({ editType: 'original' }, 'new', { newEditor: false, classicEditor: false }, all)).toBe('editormain');
    const s = parseOrgSettings({ customized: { useEditor: false, useEditor2: true }, features: { canUseClassicEditor: { featureEnabled: true, enabled: false } } });
    expect(editorSettingsOf(s)).toEqual(noClassic);
    expect(editorSettingsOf(parseOrgSettings({}))).toEqual({ newEditor: true, classicEditor: true });
    expect(editorSettingsOf(parseOrgSettings({ customized: { useEditor: true } }))).toMatchObject({ newEditor: false });
  });

  it('falls back to an installed editor so that edit never leads to a 404', () => {
    // This build: the builder, not the advanced editor (issue 18); new-editor workflows open the builder.
    const thisBuild = { ...none, builder: true };
    expect(editTarget({ editType: 'new_editor' }, 'published', DEFAULT_EDITOR_SETTINGS, thisBuild)).toBe('builder');
    expect(editTarget({ editType: 'original' }, 'new', DEFAULT_EDITOR_SETTINGS, thisBuild)).toBe('builder');
    expect(editTarget({ editType: 'new_editor' }, 'new', DEFAULT_EDITOR_SETTINGS, { ...thisBuild, editorMain: true })).toBe('editormain');
    expect(editTarget({ editType: 'original' }, 'new', DEFAULT_EDITOR_SETTINGS, none)).toBeNull();
    for (const target of Object.keys(EDIT_ROUTE_PATHS) as EditTarget[]) {
      expect(installedEditTarget(target, none)).toBeNull();
      expect(installedEditTarget(target, all)).toBe(target);
    }
    expect(editTargetsInOrder({ editType: 'new_editor', status: 'new' })).toEqual(['editor', 'editormain', 'builder']);
    expect(editPath('a b', 'builder')).toBe('/buildermain/a%20b');
  });

  it('offers publish with the preview for a ready draft, and edit by the rule above', () => {
    expect(cardTools(w({}), true)).toMatchObject({ publish: true, preview: true, edit: editTarget({ editType: 'original' }, 'new') });
    expect(cardTools(w({ processed: true }), true)).toMatchObject({ edit: 'builder' });
    expect(cardTools(w({ speechStatus: SPEECH.runningTranscript }), true)).toMatchObject({ publish: false, preview: false });
    expect(cardTools(w({}), false)).toMatchObject({ publish: false, preview: false, edit: null });
  });
});
