import { headers } from 'next/headers';
import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CSP_HEADER, nonceFromPolicy } from '@/lib/http/csp';
import { clientCatalogue } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/i18n/config';
import { CatalogueProvider } from './catalogue-provider';

/**
 * Hands the client components below it the base namespaces plus `namespaces` ('all' for
 * low-traffic areas such as the admin pages). A nested provider replaces, not merges, so each
 * one lists everything its subtree needs.
 *
 * The messages travel as a cacheable script (lib/i18n/catalogue.ts), not in the page: the HTML
 * loads it before the content below, so it has run before React hydrates that content. The
 * wrapper keeps the tag out of React's own rendering, which never runs scripts on the client
 * (a client-side navigation loads the catalogue as data instead). It carries the page's script
 * nonce (lib/http/csp.ts), like Next's own tags.
 */
export async function ClientMessages({ namespaces = [], children }: { namespaces?: readonly string[] | 'all'; children: ReactNode }) {
  const [locale, timeZone, all, requestHeaders] = await Promise.all([getLocale(), getTimeZone(), getMessages(), headers()]);
  const catalogue = clientCatalogue(locale as Locale, all as Record<string, unknown>, namespaces);
  const nonce = nonceFromPolicy(requestHeaders.get(CSP_HEADER));
  return (
    <>
      <div hidden dangerouslySetInnerHTML={{ __html: `<script${nonce ? ` nonce="${nonce}"` : ''} src="${catalogue.src}"></script>` }} />
      <CatalogueProvider id={catalogue.id} src={catalogue.src} locale={locale} timeZone={timeZone}>
        {children}
      </CatalogueProvider>
    </>
  );
}
