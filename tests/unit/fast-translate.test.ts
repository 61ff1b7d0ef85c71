import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { createTranslator } from 'use-intl/core';
import { LOCALES } from '@/lib/i18n/config';
import { translatorFor } from '@/lib/i18n/fast-translate';

type Tree = { [k: string]: string | Tree };
type Node = { type: number; value?: string; options?: Record<string, { value: Node[] }>; children?: Node[] };
const load = (locale: string): Tree => JSON.parse(readFileSync(path.join('messages', `${locale}.json`), 'utf8'));
const leaves = (t: Tree, pre = ''): [string, string][] =>
  Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[pre + k, v] as [string, string]] : leaves(v, `${pre}${k}.`)));

/** Plain values for every argument of a message: numbers for plurals and numbers, a matching option for selects. */
function valuesFor(nodes: Node[], count: number, out: Record<string, string | number> = {}) {
  for (const n of nodes) {
    if (n.type === TYPE.plural || n.type === TYPE.number) out[n.value!] = count;
    else if (n.type === TYPE.select) out[n.value!] = Object.keys(n.options!)[0];
    else if (n.type === TYPE.argument) out[n.value!] = 'Ada <Lovelace> & {co}';
    for (const option of Object.values(n.options ?? {})) valuesFor(option.value, count, out);
    if (n.children) valuesFor(n.children, count, out);
  }
  return out;
}

describe.each(LOCALES)('fast translations in %s', (locale) => {
  const messages = load(locale);
  it('say exactly what use-intl says for every message with values, in every namespace', () => {
    let compared = 0;
    for (const namespace of Object.keys(messages)) {
      const fast = translatorFor(locale, messages, namespace, 'UTC');
      const reference = createTranslator({ locale, messages, namespace, timeZone: 'UTC', onError: () => undefined } as never) as unknown as (
        key: string,
        values: unknown,
      ) => unknown;
      for (const [key, text] of leaves(messages[namespace] as Tree)) {
        if (!text.includes('{') || text.includes('<')) continue; // rich-text tags need functions: t.rich
        for (const count of [0, 1, 2, 5, 1234.5]) {
          const values = valuesFor(parse(text) as unknown as Node[], count);
          if (Object.keys(values).length === 0) continue;
          expect((fast as unknown as (k: string, v: unknown) => unknown)(key, values), `${namespace}.${key} (${count})`).toBe(reference(key, values));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });
});

describe.each(LOCALES)('fast translations without values in %s', (locale) => {
  const messages = load(locale);
  it('say exactly what use-intl says for every message called without values', () => {
    const errors: string[] = [];
    for (const namespace of Object.keys(messages)) {
      const fast = translatorFor(locale, messages, namespace, 'UTC') as unknown as (key: string) => unknown;
      const reference = createTranslator({ locale, messages, namespace, timeZone: 'UTC', onError: () => undefined } as never) as unknown as (key: string) => unknown;
      for (const [key, text] of leaves(messages[namespace] as Tree)) {
        if (/[{<]/.test(text)) continue; // needs values or t.rich
        const logged = vi.spyOn(console, 'error').mockImplementation((m) => void errors.push(String(m)));
        expect(fast(key), `${namespace}.${key}`).toBe(reference(key));
        logged.mockRestore();
      }
    }
    expect(errors).toEqual([]);
  });
});

describe('fast translator objects', () => {
  const en = load('en');
  it('are built once per catalogue and namespace, and keep rich text, has and raw', () => {
    const t = translatorFor('en', en, 'library', 'UTC');
    expect(translatorFor('en', en, 'library', 'UTC')).toBe(t);
    expect(translatorFor('en', { ...en }, 'library', 'UTC')).not.toBe(t);
    expect(t.has('steps')).toBe(true);
    expect(t.has('noSuchKey')).toBe(false);
    expect(t.raw('steps')).toBe((en.library as Tree).steps);
  });

  it('leave missing keys, dates and wrong values to use-intl, which reports them', () => {
    const errors: string[] = [];
    const messages = { ns: { when: 'On {day, date, short}', hello: 'Hello {name}', count: '{n, plural, one {# item} other {# items}}' } };
    const t = translatorFor('en', messages, 'ns', 'Asia/Tokyo') as unknown as (k: string, v?: unknown) => string;
    const reference = createTranslator({ locale: 'en', messages, namespace: 'ns', timeZone: 'Asia/Tokyo', onError: (e: Error) => errors.push(e.message) } as never) as unknown as (
      k: string,
      v?: unknown,
    ) => string;
    const day = new Date('2026-11-26T20:00:00Z');
    expect(t('when', { day })).toBe(reference('when', { day }));
    expect(t('when', { day })).toBe('On 11/27/26'); // the deployment's time zone, not the machine's
    expect(t('hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('count', { n: 1 })).toBe('1 item');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(t('missing', { name: 'x' })).toBe('ns.missing');
    expect(String(logged.mock.calls[0]?.[0])).toContain('MISSING_MESSAGE');
    logged.mockRestore();
  });
});
