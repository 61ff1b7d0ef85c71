import 'server-only';
import { NextResponse } from 'next/server';
import { DEFAULT_LOCALE, negotiate, toLocale, type Locale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import { RETRY_AFTER_SECONDS } from './unavailable';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What a page request gets while the database cannot answer (the middleware finds out when it
 * reads the session): 503 with Retry-After, as the API answers, and one translated sentence
 * instead of the 500 the page's render would end in.
 */
export async function unavailablePage(headers: Headers, cookieLocale: string | undefined): Promise<NextResponse> {
  const locale: Locale = toLocale(cookieLocale) ?? negotiate(headers.get('accept-language')) ?? DEFAULT_LOCALE;
  const messages = (await loadMessages(locale)) as { errors?: { unavailable?: string } };
  const text = escapeHtml(messages.errors?.unavailable ?? '');
  const body = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text}</title></head><body><main><p role="alert">${text}</p></main></body></html>`;
  return new NextResponse(body, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
  });
}
