import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import styles from './account.module.css';

export type AccountCardProps = { children: ReactNode; wide?: boolean; appName: string };

/**
 * The centred card of the pages without the app shell, with no client messages of its own: the
 * 404 page uses it directly, and Next ships the client parts that page's modules import with
 * every page, so nothing here may reach next-intl's client provider or next/link (plain links:
 * these pages are entered by a full load anyway).
 */
export function AccountCard({ children, wide = false, appName }: AccountCardProps) {
  return (
    <main className={styles.page}>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- next/link would ride along in every page (see above) */}
      <a href="/" className={styles.brand}>
        {appName}
      </a>
      <Card className={[styles.card, wide ? styles.wide : ''].join(' ')}>{children}</Card>
    </main>
  );
}
