import { cache } from 'react';
import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import { translatorFor } from './fast-translate';

/**
 * Server-side translations, as next-intl's `getTranslations`, with the compiled messages and the
 * `Intl` formatters kept for the life of the process (lib/i18n/fast-translate.ts). next-intl builds
 * both afresh for every request (its cache lives in React's request scope), so each page parsed
 * every ICU message it showed and built its plural rules and number formats again. Messages are
 * fixed per build and locale, and the formatters are keyed by locale and options, so sharing them
 * across requests changes no output.
 */
export const getTranslations = cache(async (namespace?: string) => {
  const [locale, messages, timeZone] = await Promise.all([getLocale(), getMessages(), getTimeZone()]);
  return translatorFor(locale, messages as Record<string, unknown>, namespace, timeZone);
});
