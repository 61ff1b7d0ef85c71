import { describe, expect, it } from 'vitest';
import { builderFormSchema } from '@/lib/builder/schema';
import { keyTermProblem, keyTermsByLanguage, keyTermsFor, wordCount } from '@/lib/builder/terms';
import { mainTitle, shownTitle } from '@/lib/builder/titles';

describe('key-term rules (spec 02 §5)', () => {
  it('accepts plain terms of up to 10 words, in any script', () => {
    expect(keyTermProblem('torque wrench')).toBeNull();
    expect(keyTermProblem('one two three four five six seven eight nine ten')).toBeNull();
    expect(keyTermProblem('扭力扳手')).toBeNull();
    expect(keyTermProblem('מפתח מומנט')).toBeNull();
  });

  it('rejects punctuation, whitespace at the edges, more than 10 words, blanks and control characters', () => {
    expect(keyTermProblem('torque, wrench')).toBe('punctuation');
    expect(keyTermProblem('wrench!')).toBe('punctuation');
    expect(keyTermProblem('扭力。')).toBe('punctuation');
    expect(keyTermProblem("operator's")).toBe('punctuation');
    expect(keyTermProblem(' wrench')).toBe('edgeWhitespace');
    expect(keyTermProblem('wrench ')).toBe('edgeWhitespace');
    expect(keyTermProblem('one two three four five six seven eight nine ten eleven')).toBe('tooManyWords');
    expect(keyTermProblem('   ')).toBe('empty');
    expect(keyTermProblem('bad\u0000term')).toBe('controlCharacters');
    expect(keyTermProblem('x'.repeat(91))).toBe('tooLong');
    expect(wordCount('a  b\u3000c')).toBe(3);
  });

  it('reads the stored terms per language, and the older flat list as the workflow language', () => {
    expect(keyTermsByLanguage(['wrench', { term: 'torque' }, ''], 'en-us')).toEqual({ 'en-us': ['wrench', 'torque'] });
    expect(keyTermsByLanguage({ 'en-us': ['wrench'], 'de-de': ['Drehmoment'], fr: [] }, 'en-us')).toEqual({ 'en-us': ['wrench'], 'de-de': ['Drehmoment'] });
    expect(keyTermsFor({ 'de-de': ['Drehmoment'] }, 'en-us', 'de-de')).toEqual(['Drehmoment']);
    expect(keyTermsFor({ 'de-de': ['Drehmoment'] }, 'en-us', 'en-us')).toEqual([]);
    expect(keyTermsFor(null, 'en-us', 'en-us')).toEqual([]);
  });

  it('makes the form refuse a bad term and a duplicate (case-insensitive) with their message keys', () => {
    const form = { languageCode: 'en-us', titleTranslations: { 'en-us': 'Line setup' }, enableSafetyWatermark: false, subcategoryIds: [], steps: [] };
    const issues = (terms: unknown) => {
      const r = builderFormSchema.safeParse({ ...form, terms });
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    };
    expect(issues({ 'en-us': ['torque wrench'] })).toEqual([]);
    expect(issues({ 'en-us': ['torque;'] })).toEqual(['terms.en-us.0:builder.termPunctuation']);
    expect(issues({ 'en-us': ['Wrench', 'wrench'] })).toEqual(['terms.en-us:builder.duplicateTerm']);
  });
});

describe('title fallbacks (spec 02 §9)', () => {
  const t = { 'en-us': 'Tighten the bolt', 'es-es': 'Apriete el perno', 'pt-pt': 'Aperte o parafuso', 'de-de': 'Schraube anziehen' };

  it('shows what a viewer of each language reads, and where it came from', () => {
    expect(shownTitle(t, 'en', 'Main', 'de-de')).toEqual({ text: 'Tighten the bolt', language: 'en-us' });
    expect(shownTitle(t, 'es-mx', 'Main', 'de-de')).toEqual({ text: 'Apriete el perno', language: 'es-es' });
    expect(shownTitle(t, 'pt-br', 'Main', 'de-de')).toEqual({ text: 'Aperte o parafuso', language: 'pt-pt' });
    expect(shownTitle(t, 'ja-jp', 'Schraube anziehen', 'de-de')).toEqual({ text: 'Schraube anziehen', language: 'de-de' });
    expect(shownTitle({}, 'ja-jp', '', 'de-de')).toEqual({ text: '', language: null });
  });

  it("takes the main title from the workflow language, then English, then any language", () => {
    expect(mainTitle(t, 'de-de')).toBe('Schraube anziehen');
    expect(mainTitle(t, 'ja-jp')).toBe('Tighten the bolt');
    expect(mainTitle({ 'ko-kr': '볼트 조이기' }, 'ja-jp')).toBe('볼트 조이기');
    expect(mainTitle({}, 'ja-jp')).toBe('');
  });

  it('refuses titles over 90 characters or with control characters, and a missing title in the workflow language', () => {
    const base = { languageCode: 'en-us', enableSafetyWatermark: false, subcategoryIds: [], terms: {}, steps: [] };
    const parse = (titleTranslations: Record<string, string>) => builderFormSchema.safeParse({ ...base, titleTranslations });
    expect(parse({ 'en-us': 'x'.repeat(90) }).success).toBe(true);
    expect(parse({ 'en-us': 'x'.repeat(91) }).error?.issues[0].message).toBe('builder.titleTooLong');
    expect(parse({ 'en-us': 'bad\u0007' }).error?.issues[0].message).toBe('rules.controlCharacters');
    expect(parse({ 'de-de': 'Titel' }).error?.issues[0]).toMatchObject({ path: ['titleTranslations', 'en-us'], message: 'builder.titleRequired' });
  });
});
