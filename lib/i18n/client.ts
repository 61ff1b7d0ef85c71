import { useFormatter as useIntlFormatter, useLocale, useMessages, useTimeZone, useTranslations as useIntlTranslations } from 'next-intl';
import { formatterFor, translatorFor } from './fast-translate';

export { useLocale, useMessages, useNow } from 'next-intl';

/**
 * Client components' translations, as next-intl's `useTranslations` and `useFormatter`, built on
 * translators and formatters that are kept per catalogue and locale (lib/i18n/fast-translate.ts)
 * instead of rebuilt for each component on every render: next-intl's provider parsed every ICU
 * message a page's client components showed and built its number and plural formatters again on
 * every request. Messages are fixed per build and locale and the time zone per deployment, so
 * sharing changes no output. The messages still come from the nearest provider, so a subtree sees
 * exactly the namespaces it was sent.
 */
function useSharedTranslations(namespace?: string) {
  const locale = useLocale();
  const messages = useMessages() as Record<string, unknown>;
  const timeZone = useTimeZone();
  return translatorFor(locale, messages, namespace, timeZone);
}

function useSharedFormatter() {
  const locale = useLocale();
  const timeZone = useTimeZone();
  return formatterFor(locale, timeZone);
}

export const useTranslations = useSharedTranslations as unknown as typeof useIntlTranslations;
export const useFormatter = useSharedFormatter as unknown as typeof useIntlFormatter;
