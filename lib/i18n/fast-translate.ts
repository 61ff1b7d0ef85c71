import { _createCache, _createIntlFormatters, createFormatter, createTranslator } from 'use-intl/core';
import { IntlMessageFormat } from 'intl-messageformat';

/**
 * Translators that stay cheap on every render. use-intl builds a translator per component
 * instance and, for each message with values, rebuilds its date and time presets and serialises
 * them into a cache key before it finds the compiled message — several microseconds a call, which
 * a page of cards pays hundreds of times per request. Here translators are kept per catalogue
 * object and namespace, a message called with plain string or number values is compiled once per
 * locale and formatted directly, and plain text called without values is returned as written.
 * Everything else (rich text, markup, dates and times, which need the time zone, missing keys and
 * their errors) goes through use-intl unchanged.
 */
export type Translator = ReturnType<typeof createTranslator>;
type Messages = Record<string, unknown>;
type Shared = { cache: ReturnType<typeof _createCache>; formatters: ReturnType<typeof _createIntlFormatters>; compiled: Map<string, IntlMessageFormat | null> };

const sharedByLocale = new Map<string, Shared>();

/** use-intl's formatter caches for a locale, kept for the life of the process (or page). */
export function sharedFor(locale: string): Shared {
  let shared = sharedByLocale.get(locale);
  if (!shared) {
    const cache = _createCache();
    shared = { cache, formatters: _createIntlFormatters(cache), compiled: new Map() };
    sharedByLocale.set(locale, shared);
  }
  return shared;
}

// @formatjs/icu-messageformat-parser's TYPE: date 3, time 4, tag 8.
const NEEDS_USE_INTL = new Set([3, 4, 8]);
type Element = { type: number; options?: Record<string, { value: Element[] }>; children?: Element[] };

function plainOnly(elements: Element[]): boolean {
  return elements.every(
    (e) =>
      !NEEDS_USE_INTL.has(e.type) &&
      (!e.options || Object.values(e.options).every((option) => plainOnly(option.value))) &&
      (!e.children || plainOnly(e.children)),
  );
}

function compiledFor(shared: Shared, locale: string, message: string): IntlMessageFormat | null {
  let compiled = shared.compiled.get(message);
  if (compiled === undefined) {
    try {
      const format = new IntlMessageFormat(message, locale);
      compiled = plainOnly(format.getAst() as Element[]) ? format : null;
    } catch {
      compiled = null; // use-intl reports the broken message
    }
    shared.compiled.set(message, compiled);
  }
  return compiled;
}

function lookup(messages: unknown, path: string): unknown {
  let node = messages;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Messages)[part];
  }
  return node;
}

const plainValue = (value: unknown) => typeof value === 'string' || typeof value === 'number';

// Text that ICU would print as written: no arguments, tags or quoting.
const ICU_SYNTAX = /[{}<>']/;

function withFastValues(base: Translator, locale: string, scope: unknown): Translator {
  const shared = sharedFor(locale);
  // Per key: the message itself when it is plain text, else null (use-intl formats it).
  const plainTexts = new Map<string, string | null>();
  const translate = (key: string, values?: Record<string, unknown>, formats?: unknown) => {
    if (values === undefined && formats === undefined) {
      let text = plainTexts.get(key);
      if (text === undefined) {
        const message = lookup(scope, key);
        text = typeof message === 'string' && message !== '' && !ICU_SYNTAX.test(message) ? message : null;
        plainTexts.set(key, text);
      }
      if (text !== null) return text;
    }
    if (values && formats === undefined && Object.values(values).every(plainValue)) {
      const message = lookup(scope, key);
      const compiled = typeof message === 'string' ? compiledFor(shared, locale, message) : null;
      if (compiled) {
        try {
          const out = compiled.format(values as Record<string, string | number>);
          if (typeof out === 'string') return out;
        } catch {
          // a missing value: use-intl reports it
        }
      }
    }
    return (base as unknown as (...args: unknown[]) => unknown)(key, values, formats);
  };
  return Object.assign(translate, { rich: base.rich, markup: base.markup, raw: base.raw, has: base.has }) as unknown as Translator;
}

const translators = new WeakMap<object, Map<string, Translator>>();

/**
 * The translator of one namespace of a catalogue. Catalogues are long-lived objects (one per
 * locale and selection of namespaces), so their translators are built once.
 */
export function translatorFor(locale: string, messages: Messages, namespace: string | undefined, timeZone: string | undefined): Translator {
  let byKey = translators.get(messages);
  if (!byKey) {
    byKey = new Map();
    translators.set(messages, byKey);
  }
  const key = `${locale}\u0000${timeZone ?? ''}\u0000${namespace ?? ''}`;
  let translator = byKey.get(key);
  if (!translator) {
    const shared = sharedFor(locale);
    const base = createTranslator({ locale, messages, namespace, timeZone, _cache: shared.cache, _formatters: shared.formatters } as never) as Translator;
    translator = withFastValues(base, locale, namespace ? lookup(messages, namespace) : messages);
    byKey.set(key, translator);
  }
  return translator;
}

const formatters = new Map<string, ReturnType<typeof createFormatter>>();

/** use-intl's formatter for a locale and time zone, built once: it holds no state of its own. */
export function formatterFor(locale: string, timeZone: string | undefined) {
  const key = `${locale}\u0000${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = createFormatter({ locale, timeZone, _formatters: sharedFor(locale).formatters });
    formatters.set(key, formatter);
  }
  return formatter;
}
