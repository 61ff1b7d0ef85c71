import { headers } from 'next/headers';
import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CSP_HEADER, nonceFromPolicy } from '@/lib/http/csp';
import { clientCatalogue } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/i18n/config';
import { CatalogueProvider } from './catalogue-provider';

type Namespaces = readonly string[] | 'all';

/** What a catalogue frame needs of the request: read once by an async server component above it. */
export type ClientMessagesFrame = { catalogue: { id: string; src: string }; locale: string; timeZone: string; nonce: string | null };

/** The catalogue and request facts for `namespaces`, for a page or layout that renders ClientMessagesView itself. */
export async function clientMessagesFrame(namespaces: Namespaces = []): Promise<ClientMessagesFrame> {
  const [locale, timeZone, all, requestHeaders] = await Promise.all([getLocale(), getTimeZone(), getMessages(), headers()]);
  const { id, src } = clientCatalogue(locale as Locale, all as Record<string, unknown>, namespaces);
  return { catalogue: { id, src }, locale, timeZone, nonce: nonceFromPolicy(requestHeaders.get(CSP_HEADER)) };
}

/**
 * ClientMessages' output for a frame already read: a plain (not async) server component, so the
 * subtree below it stays inline in the page's RSC payload instead of becoming one more outlined
 * chunk that the server serialises, and the HTML render resolves, on every request (issue 15).
 */
export function ClientMessagesView({ frame, children }: { frame: ClientMessagesFrame; children: ReactNode }) {
  const { catalogue, locale, timeZone, nonce } = frame;
  return (
    <>
      <div hidden dangerouslySetInnerHTML={{ __html: `<script${nonce ? ` nonce="${nonce}"` : ''} src="${catalogue.src}"></script>` }} />
      <CatalogueProvider id={catalogue.id} src={catalogue.src} locale={locale} timeZone={timeZone}>
        {children}
      </CatalogueProvider>
    </>
  );
}

/**
 * Hands the client components below it the base namespaces plus `namespaces` ('all' for
 * low-traffic areas such as the admin pages). A nested provider replaces, not merges, so each
 * one lists everything its subtree needs.
 *
 * The messages travel as a cacheable script (lib/i18n/catalogue.ts), not in the page: the HTML
 * loads it before the content below, so it has run before React hydrates that content. The
 * wrapper keeps the tag out of React's own rendering, which never runs scripts on the client
 * (a client-side navigation loads the catalogue as data instead). It carries the page's script
 * nonce (lib/http/csp.ts), like Next's own tags. The signed-in layout and the home overview, on
 * every full page load, read the frame themselves and render ClientMessagesView.
 */
export async function ClientMessages({ namespaces = [], children }: { namespaces?: Namespaces; children: ReactNode }) {
  return <ClientMessagesView frame={await clientMessagesFrame(namespaces)}>{children}</ClientMessagesView>;
}
