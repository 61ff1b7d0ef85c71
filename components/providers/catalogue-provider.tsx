'use client';
import '@/lib/http/zod-jitless';
import { NextIntlClientProvider } from 'next-intl';
import { use, type ReactNode } from 'react';
import { LogoutFailure } from '@/components/auth/logout-failure';
import { loadCatalogue, registeredCatalogue } from '@/lib/i18n/catalogue-client';

type Props = { id: string; src: string; locale: string; timeZone: string; children: ReactNode };

/**
 * next-intl's provider with the messages of one catalogue (lib/i18n/catalogue.ts): registered by
 * the catalogue's script before hydration (or by the server for its render), else loaded — the
 * subtree waits for it, as for any data. It also holds the one place a failed sign-out is reported.
 */
export function CatalogueProvider({ id, src, locale, timeZone, children }: Props) {
  const messages = registeredCatalogue(id) ?? use(loadCatalogue(id, src));
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
      <LogoutFailure />
    </NextIntlClientProvider>
  );
}
