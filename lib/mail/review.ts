import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/config';
import { loadMailMessages } from './messages';
import { APP_NAME, toHtml, type RenderedMail } from './templates';

export type ReviewMailInput = { locale: Locale; name?: string | null; requester: string; title: string; orgName: string; link: string };

/** "Please review": sent to each person newly asked to review a workflow, in their language. */
export async function renderReviewMail(input: ReviewMailInput): Promise<RenderedMail> {
  const messages = await loadMailMessages(input.locale);
  const t = createTranslator({ locale: input.locale, messages, namespace: 'mail' });
  const values = { appName: APP_NAME, requester: input.requester || t('review.someone'), title: input.title || t('review.untitled'), orgName: input.orgName };
  const greeting = input.name ? t('greeting', { name: input.name }) : t('greetingNoName');
  const paragraphs = [greeting, t('review.intro', values)];
  const action = t('review.action');
  const closing = [t('signature', values)];
  const text = [...paragraphs, `${action}:\n${input.link}`, ...closing].join('\n\n');
  const html = toHtml({ locale: input.locale, paragraphs, action, link: input.link, notes: [...closing, t('linkFallback')] });
  return { subject: t('review.subject', values), text, html };
}
