/**
 * Content languages a workflow can be recorded in and titled in (spec 02 §9): the key-term
 * languages plus the UI languages. These are content languages, separate from the UI locales,
 * and include right-to-left ones.
 */
export const KEY_TERM_LANGUAGES = [
  'en-us', 'pt-br', 'es-mx', 'de-de', 'zh', 'zh-tw', 'fr-fr', 'nl-nl', 'ru-ru', 'vi-vn', 'ko-kr',
  'pl-pl', 'cs-cz', 'ja-jp', 'it-it', 'hu-hu', 'ro-ro', 'th-th', 'he-il', 'ar-ar', 'ar-jo',
] as const;

/** UI languages that are not already key-term languages ('en' is the UI's English). */
const UI_ONLY_LANGUAGES = ['en', 'fr-ca'] as const;

export const CONTENT_LANGUAGES = [...KEY_TERM_LANGUAGES, ...UI_ONLY_LANGUAGES] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const RTL_LANGUAGES: readonly string[] = ['he-il', 'ur-pk', 'fa-ir', 'ar-ar', 'ar-jo', 'ps-af'];

export const DEFAULT_CONTENT_LANGUAGE: ContentLanguage = 'en-us';

export const isContentLanguage = (value: unknown): value is ContentLanguage =>
  typeof value === 'string' && (CONTENT_LANGUAGES as readonly string[]).includes(value);

export const isRtlLanguage = (code: string) => RTL_LANGUAGES.includes(code);
