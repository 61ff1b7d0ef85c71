export const LOCALES = ['en', 'zh', 'zh-tw', 'es-mx', 'ja-jp', 'de-de', 'pt-br', 'fr-fr', 'fr-ca', 'th-th', 'ru-ru', 'ko-kr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** Set by the middleware when a no-auth page carries its language in the path. */
export const LOCALE_HEADER = 'x-openhow-locale';

/** Native names for the language menu. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  zh: '简体中文',
  'zh-tw': '繁體中文',
  'es-mx': 'Español',
  'ja-jp': '日本語',
  'de-de': 'Deutsch',
  'pt-br': 'Português',
  'fr-fr': 'Français',
  'fr-ca': 'Français (Canada)',
  'th-th': 'ไทย',
  'ru-ru': 'Русский',
  'ko-kr': '한국어',
};

const ALIASES: Record<string, Locale> = {
  'en-us': 'en', 'en-gb': 'en', 'zh-cn': 'zh', 'zh-hans': 'zh', 'zh-sg': 'zh', 'zh-hk': 'zh-tw', 'zh-hant': 'zh-tw',
  es: 'es-mx', 'es-es': 'es-mx', ja: 'ja-jp', de: 'de-de', 'de-at': 'de-de', 'de-ch': 'de-de', pt: 'pt-br', 'pt-pt': 'pt-br',
  fr: 'fr-fr', th: 'th-th', ru: 'ru-ru', ko: 'ko-kr',
};

/** Maps any language tag to a UI locale (es-es → es-mx, zh-CN → zh …), or null. */
export function toLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const t = tag.trim().toLowerCase().replace('_', '-');
  if ((LOCALES as readonly string[]).includes(t)) return t as Locale;
  if (ALIASES[t]) return ALIASES[t];
  const base = t.split('-')[0];
  if ((LOCALES as readonly string[]).includes(base)) return base as Locale;
  return ALIASES[base] ?? null;
}

/** First supported language of an Accept-Language header, by quality. */
export function negotiate(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return null;
}
