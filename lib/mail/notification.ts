import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/config';
import { loadMailMessages, type MailMessages } from './messages';
import { APP_NAME, toHtml, type RenderedMail } from './templates';

export type NotificationMailInput = {
  locale: Locale;
  name?: string | null;
  /** The bell's wording (lib/notifications/present.ts): a key of `mail.notification.text` and its values. */
  wording: { key: string; values: Record<string, string | number> };
  message?: string | null;
  orgName: string;
  link: string;
  settingsLink: string;
};

/** One notification as an email, in the recipient's language: the bell's sentence, the share message, a link. */
export async function renderNotificationMail(input: NotificationMailInput): Promise<RenderedMail> {
  const messages = await loadMailMessages(input.locale);
  const t = createTranslator({ locale: input.locale, messages, namespace: 'mail' });
  const values: Record<string, string | number> = { ...input.wording.values };
  for (const key of ['sender', 'a', 'b'] as const) if (values[key] === '') values[key] = t('notification.someone');
  if (values.title === '') values.title = t('notification.untitled');
  const name = input.wording.key.replace(/^text\./, '');
  const texts = messages.mail.notification.text as Record<string, string>;
  const sentence = name in texts ? t(`notification.text.${name as keyof MailMessages['notification']['text']}`, values) : t('notification.text.generic');
  const greeting = input.name ? t('greeting', { name: input.name }) : t('greetingNoName');
  const paragraphs = [greeting, sentence];
  if (input.message) paragraphs.push(t('notification.message', { message: input.message }));
  const action = t('notification.action', { appName: APP_NAME });
  const closing = [t('notification.settings', { appName: APP_NAME, orgName: input.orgName, link: input.settingsLink }), t('signature', { appName: APP_NAME })];
  const text = [...paragraphs, `${action}:\n${input.link}`, ...closing].join('\n\n');
  const html = toHtml({ locale: input.locale, paragraphs, action, link: input.link, notes: [...closing, t('linkFallback')] });
  return { subject: sentence, text, html };
}
