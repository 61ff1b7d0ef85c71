import { describe, expect, it } from 'vitest';
import { checkVideoFile } from '@/components/workflows/create/file-check';
import { formatBytes, formatDuration, titleFromFileName } from '@/components/workflows/create/format';
import { defaultContentLanguage, languageName } from '@/components/workflows/create/languages';
import { validateWorkflowValues } from '@/components/workflows/create/workflow-values';
import { isLiveProgress } from '@/lib/workflows/progress-types';

const file = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });
const limits = { maxBytes: 1000, maxVideoSeconds: 60, extensions: ['.mp4'] };
const WORKSPACE = '7f1d8a52-2c7e-4f7e-9d2a-0c1b2d3e4f50';

describe('create dialog: file check before upload', () => {
  it('accepts a video within the limit', () => {
    expect(checkVideoFile(file('line.mp4', 10, 'video/mp4'), limits)).toBeNull();
    expect(checkVideoFile(file('line.MKV', 10, ''), limits)).toBeNull();
  });
  it('refuses other types, empty files and files over the limit', () => {
    expect(checkVideoFile(file('notes.txt', 10, 'text/plain'), limits)).toEqual({ key: 'uploads.unsupportedType' });
    expect(checkVideoFile(file('photo.mp4', 10, 'image/png'), limits)).toEqual({ key: 'uploads.unsupportedType' });
    expect(checkVideoFile(file('line.mp4', 0, 'video/mp4'), limits)).toEqual({ key: 'uploads.empty' });
    expect(checkVideoFile(file('line.mp4', 1001, 'video/mp4'), limits)).toEqual({ key: 'createWorkflow.tooLarge', maxBytes: 1000 });
  });
  it('leaves the size to the server until the limits are known', () => {
    expect(checkVideoFile(file('line.mp4', 1001, 'video/mp4'), undefined)).toBeNull();
  });
});

describe('create dialog: formatting', () => {
  it('formats bytes with base 1024 and durations as m:ss', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 ** 3, 'en')).toBe('5 GB');
    expect(formatBytes(1536, 'de-DE')).toBe('1,5 KB');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
  it('makes a title from a file name, within the limit', () => {
    expect(titleFromFileName('line_setup  final.mp4', 90)).toBe('line setup final');
    expect(titleFromFileName('x'.repeat(120) + '.mov', 90)).toHaveLength(90);
    // An emoji is not cut in half.
    expect(titleFromFileName('a'.repeat(89) + '😀.mp4', 90)).toBe('a'.repeat(89));
  });
});

describe('create dialog: form values', () => {
  it('follows the initialize contract', () => {
    expect(validateWorkflowValues({ title: ' Line setup ', workspaceId: WORKSPACE, languageCode: 'en-us' })).toEqual({});
    expect(validateWorkflowValues({ title: '  ', workspaceId: '', languageCode: 'xx' })).toEqual({
      title: 'workflows.titleRequired',
      workspaceId: expect.any(String),
      languageCode: 'workflows.unknownLanguage',
    });
    expect(validateWorkflowValues({ title: 'x'.repeat(91), workspaceId: WORKSPACE, languageCode: 'de-de' }).title).toBe('workflows.titleTooLong');
  });
  it('suggests the UI language as the content language', () => {
    expect(defaultContentLanguage('en')).toBe('en-us');
    expect(defaultContentLanguage('ja-jp')).toBe('ja-jp');
    expect(defaultContentLanguage('fr-ca')).toBe('fr-ca');
    expect(defaultContentLanguage('xx')).toBe('en-us');
    expect(languageName('de-de', 'en')).toBe('German (Germany)');
  });
});

describe('workflow progress', () => {
  it('is live only while processing or transcoding', () => {
    expect(isLiveProgress('processing')).toBe(true);
    expect(isLiveProgress('transcoding')).toBe(true);
    for (const status of ['new', 'failed', 'published', 'unpublished'] as const) expect(isLiveProgress(status)).toBe(false);
  });
});
