import { describe, expect, it } from 'vitest';
import { isQaLanguage, qaAvailable, tabAfterQa } from '@/lib/player/qa';

const workflow = (over: Partial<Parameters<typeof qaAvailable>[0]> = {}, aiQa = true) => ({
  permissions: { aiQa } as Parameters<typeof qaAvailable>[0]['permissions'],
  isPublic: false,
  preview: false,
  languageCode: 'en-us',
  ...over,
});

describe('the player’s Q&A tab gates (spec 02 §2)', () => {
  it('needs both AI Q&A permissions (combined in aiQa), a signed-in viewer and a published workflow', () => {
    expect(qaAvailable(workflow())).toBe(true);
    expect(qaAvailable(workflow({}, false))).toBe(false);
    expect(qaAvailable(workflow({ isPublic: true }))).toBe(false);
    expect(qaAvailable(workflow({ preview: true }))).toBe(false);
  });

  it('needs a workflow language the assistant answers in', () => {
    expect(qaAvailable(workflow({ languageCode: 'de-DE' }))).toBe(true);
    expect(qaAvailable(workflow({ languageCode: 'zh_tw' }))).toBe(true);
    expect(qaAvailable(workflow({ languageCode: 'xx-yy' }))).toBe(false);
    expect(isQaLanguage('')).toBe(false);
  });

  it('leaving window mode on Q&A falls back to Summary when there is one, else Steps', () => {
    expect(tabAfterQa({ aiSummary: null })).toBe('steps');
    expect(tabAfterQa({ aiSummary: { provider: 'offline', highlights: [], contents: [], steps: [] } })).toBe('summary');
  });
});
