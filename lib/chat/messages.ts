import 'server-only';
import { createTranslator } from 'use-intl/core';
import en from '../../messages/en.json';
import { DEFAULT_LOCALE, toLocale, type Locale } from '@/lib/i18n/config';

type ChatMessages = typeof en.chat;

/**
 * The words the server writes into answers (the extractive label, "no source", suggested
 * questions), in the asker's language: only the `chat` namespace of messages/<locale>.json.
 */
async function load(locale: Locale): Promise<ChatMessages> {
  if (locale === DEFAULT_LOCALE) return en.chat;
  try {
    const translated = (await import(`../../messages/${locale}.json`)).default as { chat?: Partial<ChatMessages> };
    return { ...en.chat, ...translated.chat };
  } catch {
    return en.chat;
  }
}

export async function chatTranslator(localeTag: string | null | undefined) {
  const locale = toLocale(localeTag ?? '') ?? DEFAULT_LOCALE;
  const chat = await load(locale);
  return createTranslator({ locale, messages: { chat }, namespace: 'chat' });
}
export type ChatTranslator = Awaited<ReturnType<typeof chatTranslator>>;
