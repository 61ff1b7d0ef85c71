import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/config';
import { escapeHtml } from './escape';
import { loadMailMessages } from './messages';

export const APP_NAME = 'OpenHow';

export type AccountMailKind = 'reset' | 'invite' | 'free-trial';

export type AccountMailInput = {
  kind: AccountMailKind;
  locale: Locale;
  to: string;
  link: string;
  expiresInHours: number;
  orgName: string;
  name?: string | null;
  inviterName?: string | null;
};

export type RenderedMail = { subject: string; text: string; html: string };

const SECTION = { reset: 'reset', invite: 'invite', 'free-trial': 'freeTrial' } as const;

export type MailParts = { locale: string; paragraphs: string[]; action: string; link: string; notes: string[] };

// Inline styles only: many mail clients drop <style> blocks.
export function toHtml({ locale, paragraphs, action, link, notes }: MailParts): string {
  const p = (text: string, style = '') => `<p style="margin:0 0 14px;${style}">${escapeHtml(text)}</p>`;
  const href = escapeHtml(link);
  return [
    `<!doctype html><html lang="${escapeHtml(locale)}"><body style="margin:0;padding:24px;background:#f5f6f8;color:#16181d;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:15px;line-height:1.5">`,
    '<div style="max-width:520px;margin:0 auto;background:#ffffff;border:1px solid #d5d9e0;border-radius:12px;padding:28px">',
    ...paragraphs.map((text) => p(text)),
    `<p style="margin:22px 0"><a href="${href}" style="display:inline-block;background:#1f5fd6;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action)}</a></p>`,
    ...notes.map((text) => p(text, 'color:#545b67;font-size:13px')),
    `<p style="margin:0;font-size:13px;word-break:break-all"><a href="${href}" style="color:#1f5fd6">${href}</a></p>`,
    '</div></body></html>',
  ].join('\n');
}

/** Reset, invite and free-trial emails in the recipient's language, as plain text and HTML. */
export async function renderAccountMail(input: AccountMailInput): Promise<RenderedMail> {
  const messages = await loadMailMessages(input.locale);
  const t = createTranslator({ locale: input.locale, messages, namespace: 'mail' });
  const section = SECTION[input.kind];
  const values = {
    appName: APP_NAME,
    email: input.to,
    orgName: input.orgName,
    inviter: input.inviterName || t('invite.someone'),
    hours: input.expiresInHours,
    days: Math.round(input.expiresInHours / 24),
  };
  const greeting = input.name ? t('greeting', { name: input.name }) : t('greetingNoName');
  const paragraphs = [greeting, t(`${section}.intro`, values)];
  const action = t(`${section}.action`);
  const expiry = t(`${section}.expiry`, values);
  const closing = [t('ignore'), t('signature', values)];
  const text = [...paragraphs, `${action}:\n${input.link}`, expiry, ...closing].join('\n\n');
  const html = toHtml({ locale: input.locale, paragraphs, action, link: input.link, notes: [expiry, ...closing, t('linkFallback')] });
  return { subject: t(`${section}.subject`, values), text, html };
}
