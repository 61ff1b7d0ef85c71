import 'server-only';
import en from '../../messages/en.json';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/config';

type MessageTree = { [key: string]: string | MessageTree };
export type MailMessages = typeof en.mail;

/** Translated strings win; anything a translator has not filled yet falls back to English. */
function withFallback(base: MessageTree, translated: unknown): MessageTree {
  if (!translated || typeof translated !== 'object') return base;
  const source = translated as Record<string, unknown>;
  const out: MessageTree = {};
  for (const [key, value] of Object.entries(base)) {
    const other = source[key];
    out[key] = typeof value === 'string' ? (typeof other === 'string' && other ? other : value) : withFallback(value, other);
  }
  return out;
}

/** Only the `mail` namespace of messages/<locale>.json: emails need nothing else. */
export async function loadMailMessages(locale: Locale): Promise<{ mail: MailMessages }> {
  const base: MailMessages = en.mail;
  if (locale === DEFAULT_LOCALE) return { mail: base };
  try {
    const translated = (await import(`../../messages/${locale}.json`)).default as { mail?: unknown };
    return { mail: withFallback(base, translated.mail) as MailMessages };
  } catch {
    return { mail: base };
  }
}
