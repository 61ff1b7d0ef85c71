/**
 * Which title translations a viewer's locale reads, in order (spec 02 §9 "title language
 * fallbacks": en → en, en-us; es-mx → es-es, es-mx; pt-br → pt-br, pt-pt). Any other locale reads
 * its own code only; when none of them is there, the workflow's own title is shown.
 */
const FALLBACKS: Record<string, readonly string[]> = {
  en: ['en', 'en-us'],
  'es-mx': ['es-es', 'es-mx'],
  'pt-br': ['pt-br', 'pt-pt'],
};

export function titleLanguages(locale: string | null | undefined): readonly string[] {
  const code = (locale ?? 'en').trim().toLowerCase();
  return FALLBACKS[code] ?? [code];
}

/** The title in the viewer's locale, by the fallbacks above, else the workflow's own title. */
export function localizedTitle(title: string, translations: unknown, locale: string | null | undefined): string {
  if (translations && typeof translations === 'object') {
    // Language codes arrive in any case (en-US, pt-BR); compare them lower-cased.
    const map = new Map(Object.entries(translations).map(([code, value]) => [code.toLowerCase(), value] as const));
    for (const code of titleLanguages(locale)) {
      const value = map.get(code);
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return title;
}
