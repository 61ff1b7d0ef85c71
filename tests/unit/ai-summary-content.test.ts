import { describe, expect, it } from 'vitest';
import { applyEdits, clampContent, contentFromGenerated, linesOf, orderHighlights, pickLanguage, textIn, withTranslation } from '@/lib/ai-summary/content';
import { toPlayerAiContent } from '@/lib/ai-summary/player-content';
import { aiSummaryContentSchema, type AiSummaryContent } from '@/lib/ai-summary/schema';
import { mergeKeyTerms, mergeKeyTermsByLanguage } from '@/lib/builder/merge-terms';

const src = (sentenceIndex: number, startTime: number) => ({ sentenceIndex, stepId: null, startTime, endTime: startTime + 2 });

describe('AI content language (spec 02 §9: falls back to en-us)', () => {
  it('reads the locale, its alias, the same language elsewhere, then en-us, else none', () => {
    expect(pickLanguage(['en-us', 'de-de'], 'de-de')).toBe('de-de');
    expect(pickLanguage(['en-us', 'es-mx'], 'es-es')).toBe('es-mx');
    expect(pickLanguage(['en-us', 'fr-fr'], 'fr-ca')).toBe('fr-fr');
    expect(pickLanguage(['de-de', 'en-us'], 'en')).toBe('en-us');
    expect(pickLanguage(['de-de', 'en-us'], 'ja-jp')).toBe('en-us');
    expect(pickLanguage(['de-de'], 'ja-jp')).toBeNull();
    expect(textIn({ content: 'Original', translations: { 'de-de': 'Deutsch' } }, 'ja-jp')).toBe('Original');
    expect(textIn({ content: 'Original', translations: { 'en-us': 'English' } }, 'ko-kr')).toBe('English');
  });
});

describe('highlight order (spec 02 §9: safety/warning, tools, important note)', () => {
  it('sorts by kind and keeps the order within a kind', () => {
    const list = [
      { key: 'importantNote' as const, n: 1 },
      { key: 'tools' as const, n: 2 },
      { key: 'safetyOrWarning' as const, n: 3 },
      { key: 'safetyOrWarning' as const, n: 4 },
    ];
    expect(orderHighlights(list).map((h) => h.n)).toEqual([3, 4, 2, 1]);
  });
});

const generated = {
  provider: 'offline' as const,
  languageCode: 'en-us',
  highlights: [
    { key: 'tools' as const, content: 'Wrench', count: 2, sources: [src(0, 1)] },
    { key: 'safetyOrWarning' as const, content: 'Wear gloves', sources: [src(1, 5)] },
    { key: 'importantNote' as const, content: '   ', sources: [] },
  ],
  contents: [{ content: 'x'.repeat(5000), sources: [src(1, 5)] }],
  sop: [{ step: '', stepId: null, description: 'Open the cover', tool: 'Wrench', safetyOrWarning: '', sources: [src(0, 1)] }],
};

describe('storing what a generator made', () => {
  it('orders, drops empty items, fits the limits, maps cited sentences back, and passes the stored contract', () => {
    const c = contentFromGenerated(generated, [4, 9]);
    expect(c.summary.highlights.map((h) => h.key)).toEqual(['safetyOrWarning', 'tools']);
    expect(c.summary.highlights[1]).toMatchObject({ count: 2, translations: { 'en-us': 'Wrench' }, sources: [{ sentenceIndex: 4 }] });
    expect(c.summary.contents[0]!.content.length).toBe(4000);
    expect(c.summary.contents[0]!.content.endsWith('…')).toBe(true);
    expect(c.sop[0]).toMatchObject({ step: 'Open the cover', tool: 'Wrench', sources: [{ sentenceIndex: 4 }] });
    expect(aiSummaryContentSchema.safeParse(c).success).toBe(true);
    expect(clampContent(c)).toEqual(c);
  });
});

describe('translations and edits', () => {
  const base: AiSummaryContent = contentFromGenerated({ ...generated, contents: [{ content: 'Short text', sources: [] }] });

  it('translates line for line, an empty answer keeping the original', () => {
    const lines = linesOf(base);
    expect(lines).toEqual(['Wear gloves', 'Wrench', 'Short text', 'Open the cover', 'Open the cover', 'Wrench', '']);
    const de = withTranslation(base, 'de-de', ['Handschuhe tragen', '', 'Kurzer Text', 'Deckel öffnen', 'Deckel öffnen', 'Schlüssel', '']);
    expect(de.summary.highlights.map((h) => h.translations['de-de'])).toEqual(['Handschuhe tragen', 'Wrench']);
    expect(de.sop[0]!.translations['de-de']).toEqual({ step: 'Deckel öffnen', description: 'Deckel öffnen', tool: 'Schlüssel', safetyOrWarning: '' });
  });

  it("an edited item keeps only its new text; an untouched one keeps its translations", () => {
    const de = withTranslation(base, 'de-de', ['Handschuhe tragen', 'Schlüssel', 'Kurzer Text', 'Deckel öffnen', 'Deckel öffnen', 'Schlüssel', '']);
    const edited = { ...de, summary: { ...de.summary, contents: [{ ...de.summary.contents[0]!, content: 'Longer text now' }] } };
    const out = applyEdits(edited, 'en-us');
    expect(out.summary.contents[0]!.translations).toEqual({ 'en-us': 'Longer text now' });
    expect(out.summary.highlights[0]!.translations['de-de']).toBe('Handschuhe tragen');
    const sopEdited = applyEdits({ ...de, sop: [{ ...de.sop[0]!, tool: 'Hammer' }] }, 'en-us');
    expect(Object.keys(sopEdited.sop[0]!.translations)).toEqual(['en-us']);
  });

  it('the player gets one language, cited times, and the all-steps list', () => {
    const de = withTranslation(base, 'de-de', ['Handschuhe tragen', 'Schlüssel', 'Kurzer Text', 'Deckel öffnen', 'Deckel öffnen', 'Schlüssel', '']);
    const { aiSummary, sop } = toPlayerAiContent(de, 'de-de', 'offline');
    expect(aiSummary?.highlights).toEqual([
      { key: 'safetyOrWarning', content: 'Handschuhe tragen', count: null, time: 5 },
      { key: 'tools', content: 'Schlüssel', count: 2, time: 1 },
    ]);
    expect(aiSummary?.steps).toEqual([{ content: 'Deckel öffnen: Deckel öffnen', time: 1 }]);
    expect(sop?.[0]).toMatchObject({ tool: 'Schlüssel', time: 1 });
    expect(toPlayerAiContent({ summary: { highlights: [], contents: [] }, sop: [] }, 'en', null)).toEqual({ aiSummary: null, sop: null });
  });
});

describe('merging suggested key terms (spec 02 §5 rules)', () => {
  it("keeps the author's terms first and adds only valid, new terms up to 30", () => {
    expect(mergeKeyTerms(['Collet'], ['collet', 'torque wrench', 'bad, term', ' spaced ', 'one two three four five six seven eight nine ten eleven'])).toEqual({
      terms: ['Collet', 'torque wrench', 'spaced'],
      added: ['torque wrench', 'spaced'],
    });
    const full = Array.from({ length: 29 }, (_, i) => `term${i}`);
    expect(mergeKeyTerms(full, ['a', 'b']).added).toEqual(['a']);
  });

  it('merges per key-term language and leaves other languages out', () => {
    expect(mergeKeyTermsByLanguage({ 'en-us': ['a'] }, { 'en-us': ['b'], 'xx-yy': ['c'], 'de-de': ['Zange'] })).toEqual({
      terms: { 'en-us': ['a', 'b'], 'de-de': ['Zange'] },
      added: { 'en-us': ['b'], 'de-de': ['Zange'] },
    });
  });
});
