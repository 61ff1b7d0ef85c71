import type { Locale } from './config';

export type Catalogue = Record<string, unknown>;

/** A locale's whole message catalogue (English when the file is missing). */
export async function loadMessages(locale: Locale): Promise<Catalogue> {
  try {
    return (await import(`../../messages/${locale}.json`)).default;
  } catch {
    return (await import('../../messages/en.json')).default;
  }
}
