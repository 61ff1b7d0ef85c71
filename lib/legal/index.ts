import type { LegalDoc, LegalDocKind, LegalLanguage } from './types';

export type { LegalDoc, LegalDocKind, LegalLanguage, LegalSection } from './types';

/** Spec §2: the popups exist in English and Chinese; both Chinese UI languages get the Chinese text. */
export const legalLanguage = (locale: string): LegalLanguage => (locale === 'zh' || locale === 'zh-tw' ? 'zh' : 'en');

/**
 * Loads a text on demand (its own chunk), so the login page does not ship four documents nobody
 * opened. A failed chunk load rejects; the dialog then shows 'Failed to load Content.'.
 */
export async function loadLegalDoc(kind: LegalDocKind, language: LegalLanguage): Promise<LegalDoc> {
  if (kind === 'privacy') {
    return language === 'zh' ? (await import('./privacy-zh')).privacyZh : (await import('./privacy-en')).privacyEn;
  }
  return language === 'zh' ? (await import('./agreement-zh')).agreementZh : (await import('./agreement-en')).agreementEn;
}
