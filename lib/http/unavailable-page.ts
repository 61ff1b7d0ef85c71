import 'server-only';
import { NextResponse } from 'next/server';
import { DEFAULT_LOCALE, LOCALE_COOKIE, negotiate, toLocale, type Locale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import { RETRY_AFTER_SECONDS } from './unavailable';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' };

/** The 503 page's HTML in the visitor's language (cookie, then Accept-Language). */
async function unavailableHtml(acceptLanguage: string | null, cookieLocale: string | undefined): Promise<string> {
  const locale: Locale = toLocale(cookieLocale) ?? negotiate(acceptLanguage) ?? DEFAULT_LOCALE;
  const messages = (await loadMessages(locale)) as { errors?: { unavailable?: string } };
  const text = escapeHtml(messages.errors?.unavailable ?? '');
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text}</title></head><body><main><p role="alert">${text}</p></main></body></html>`;
}

/**
 * What a page request gets while the database cannot answer (the middleware finds out when it
 * reads the session): 503 with Retry-After, as the API answers, and one translated sentence
 * instead of the 500 the page's render would end in.
 */
export async function unavailablePage(headers: Headers, cookieLocale: string | undefined): Promise<NextResponse> {
  return new NextResponse(await unavailableHtml(headers.get('accept-language'), cookieLocale), { status: 503, headers: HEADERS });
}

const cookieValue = (cookie: string | undefined, name: string) =>
  cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

type NodeHeaders = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The same page for the production server, which answers it in place of a page render that ended
 * in a 500 because the database went away mid-render (scripts/unavailable-status.mjs): published
 * on the process, as the public page cache is (lib/player/public-cache-store.ts).
 */
(globalThis as { __openhowUnavailablePage?: unknown }).__openhowUnavailablePage = async (headers: NodeHeaders) => ({
  headers: HEADERS,
  body: await unavailableHtml(one(headers['accept-language']) ?? null, cookieValue(one(headers.cookie), LOCALE_COOKIE)),
});
