import { CONTENT_LANGUAGES, DEFAULT_CONTENT_LANGUAGE, isContentLanguage, type ContentLanguage } from '@/lib/workflows/languages';

export { CONTENT_LANGUAGES };

// The UI's plain English stands for US English content, the lifecycle API's default.
const FROM_UI_LOCALE: Record<string, ContentLanguage> = { en: 'en-us' };

/** The content language a new video probably has: the uploader's UI language. */
export function defaultContentLanguage(uiLocale: string): ContentLanguage {
  const code = uiLocale.toLowerCase();
  return FROM_UI_LOCALE[code] ?? (isContentLanguage(code) ? code : DEFAULT_CONTENT_LANGUAGE);
}

// 'ar-ar' is not a real region; Intl names it from the language part.
const intlTag = (code: string) => (code === 'ar-ar' ? 'ar' : code);

/** "English (United States)" etc., in the viewer's language; the code itself if Intl cannot name it. */
export function languageName(code: string, uiLocale: string): string {
  try {
    return new Intl.DisplayNames([uiLocale], { type: 'language' }).of(intlTag(code)) ?? code;
  } catch {
    return code;
  }
}
