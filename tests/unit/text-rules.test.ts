import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters, multilineText, text } from '@/lib/http/text';

describe('text input rules (control characters and lone surrogates)', () => {
  it('refuses C0 controls, DEL and lone surrogates; allows tab and line breaks only in multi-line text', () => {
    for (const bad of ['a\u0000b', 'a\u0008', '\u001b[2J', 'del\u007f', 'half \ud83d', '\ude00 half']) {
      expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
      expect(hasForbiddenCharacters(bad, { multiline: true }), JSON.stringify(bad)).toBe(true);
    }
    for (const breaks of ['line 1\nline 2', 'a\tb', 'windows\r\nline']) {
      expect(hasForbiddenCharacters(breaks)).toBe(true);
      expect(hasForbiddenCharacters(breaks, { multiline: true })).toBe(false);
    }
    for (const fine of ['Schicht 2 – Übergabe', '😀 emoji pair', 'ıİ ß 漢字 العربية', '']) expect(hasForbiddenCharacters(fine)).toBe(false);
  });

  it('gives every schema built on it the rule, with a translatable message', () => {
    expect(text().trim().max(10).safeParse('bad\u0000').error?.issues[0].message).toBe('rules.controlCharacters');
    expect(multilineText().safeParse('two\nlines').success).toBe(true);
    expect(text().safeParse('two\nlines').success).toBe(false);
  });
});
