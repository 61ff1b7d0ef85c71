import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '@/lib/i18n/client-namespaces';

/**
 * Hands the client components below it the base namespaces plus `namespaces` ('all' for
 * low-traffic areas such as the admin pages). A nested provider replaces, not merges, so each
 * one lists everything its subtree needs.
 */
export async function ClientMessages({ namespaces = [], children }: { namespaces?: readonly string[] | 'all'; children: ReactNode }) {
  const all = (await getMessages()) as Record<string, unknown>;
  const messages = namespaces === 'all' ? all : pickMessages(all, namespaces);
  return <NextIntlClientProvider messages={messages as never}>{children}</NextIntlClientProvider>;
}
