import Link from 'next/link';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/providers/client-messages';
import { Card } from '@/components/ui/card';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import styles from './account.module.css';

/** The centred card every page without the app shell uses (account links, errors, help). */
export function AccountShell({ children, wide = false, appName }: { children: ReactNode; wide?: boolean; appName: string }) {
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES.account}>
    <main className={styles.page}>
      <Link href="/" className={styles.brand}>
        {appName}
      </Link>
      <Card className={[styles.card, wide ? styles.wide : ''].join(' ')}>{children}</Card>
    </main>
    </ClientMessages>
  );
}
