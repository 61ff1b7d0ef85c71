import { cache } from 'react';
import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import { _createCache, _createIntlFormatters, createTranslator } from 'use-intl/core';

/**
 * Server-side translations, as next-intl's `getTranslations`, with the compiled messages and the
 * `Intl` formatters kept for the life of the process. next-intl builds both afresh for every
 * request (its cache lives in React's request scope), so each page parsed every ICU message it
 * showed and built its plural rules and number formats again. Messages are fixed per build and
 * locale, and the formatters are keyed by locale and options, so sharing them across requests
 * changes no output. Client components keep next-intl's own provider.
 */
type Shared = { cache: ReturnType<typeof _createCache>; formatters: ReturnType<typeof _createIntlFormatters> };
const sharedByLocale = new Map<string, Shared>();

function sharedFor(locale: string): Shared {
  let shared = sharedByLocale.get(locale);
  if (!shared) {
    const formatCache = _createCache();
    shared = { cache: formatCache, formatters: _createIntlFormatters(formatCache) };
    sharedByLocale.set(locale, shared);
  }
  return shared;
}

/** The translator of one namespace (or of the whole catalogue) in the request's locale. */
export const getTranslations = cache(async (namespace?: string) => {
  const [locale, messages, timeZone] = await Promise.all([getLocale(), getMessages(), getTimeZone()]);
  const shared = sharedFor(locale);
  return createTranslator({ locale, messages, namespace, timeZone, _cache: shared.cache, _formatters: shared.formatters });
});
