import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@/lib/i18n/config';

type Tree = { [k: string]: string | Tree };
const load = (locale: string): Tree => JSON.parse(readFileSync(path.join('messages', `${locale}.json`), 'utf8'));
const flat = (t: Tree, pre = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[pre + k, v]] : Object.entries(flat(v, `${pre}${k}.`)))));
// ICU argument names ({name}, {count, plural, …}) and rich-text tags must survive translation;
// the real ICU parser reads them, so plural branch text never passes for an argument.
type Node = { type: number; value?: string; options?: Record<string, { value: Node[] }>; children?: Node[] };
const walk = (nodes: Node[], out: Set<string>) => {
  for (const n of nodes) {
    if (n.type !== TYPE.literal && n.type !== TYPE.pound && n.value) out.add(`${n.type}:${n.value}`);
    for (const option of Object.values(n.options ?? {})) walk(option.value, out);
    if (n.children) walk(n.children, out);
  }
  return out;
};
const args = (s: string) => [...walk(parse(s) as unknown as Node[], new Set())].sort();

const en = flat(load('en'));

describe.each(LOCALES.filter((l) => l !== 'en'))('messages/%s.json', (locale) => {
  const other = flat(load(locale));
  it('has exactly the keys of en.json', () => {
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
  });
  it('keeps every ICU argument and leaves no English behind in long texts', () => {
    for (const [key, value] of Object.entries(en)) {
      expect.soft(args(other[key] ?? ''), `${locale}: ${key}`).toEqual(args(value));
    }
    const untranslated = Object.entries(en).filter(([k, v]) => v.length > 25 && /[a-z]{4}/.test(v) && other[k] === v);
    expect(untranslated.map(([k]) => k)).toEqual([]);
  });
});
