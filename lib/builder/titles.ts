import { titleLanguages } from '@/lib/workflows/titles';

export type Translations = Record<string, string>;

/** Translations as stored (any object), keys lower-cased, blank values dropped. */
export function translationsOf(value: unknown): Translations {
  const out: Translations = {};
  if (value && typeof value === 'object') {
    for (const [code, text] of Object.entries(value)) if (typeof text === 'string' && text.trim()) out[code.toLowerCase()] = text;
  }
  return out;
}

/**
 * The main title of a step or workflow from its translations: the workflow language's, else the
 * §9 fallbacks of English, else the first language that has one, else '' (the player then shows
 * the step's number).
 */
export function mainTitle(translations: Translations, workflowLanguage: string): string {
  const order = [workflowLanguage, ...titleLanguages('en'), ...Object.keys(translations).sort()];
  for (const code of order) if (translations[code]?.trim()) return translations[code].trim();
  return '';
}

export type TitleShown = { text: string; language: string | null };

/**
 * What a viewer in `language` reads for a title, and from which language it came (spec 02 §9
 * title fallbacks: en → en, en-us; es-mx → es-es, es-mx; pt-br → pt-br, pt-pt; else the code
 * itself), then the main title. The builder shows it as the placeholder of an empty field, so the
 * author sees what viewers of that language get today. language null: nothing to show.
 */
export function shownTitle(translations: Translations, language: string, main: string, workflowLanguage: string): TitleShown {
  for (const code of titleLanguages(language)) if (translations[code]?.trim()) return { text: translations[code], language: code };
  return main ? { text: main, language: workflowLanguage } : { text: '', language: null };
}
