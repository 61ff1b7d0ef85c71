import Link from 'next/link';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/providers/client-messages';
import { Card } from '@/components/ui/card';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import styles from './account.module.css';

type Props = {
  children: ReactNode;
  wide?: boolean;
  appName: string;
  /** False for pages whose card has no translated client parts (404/403): Next renders the
   * not-found page into every page's payload, so its messages would ride along everywhere. */
  clientMessages?: boolean;
};

/** The centred card every page without the app shell uses (account links, errors, help). */
export function AccountShell({ children, wide = false, appName, clientMessages = true }: Props) {
  const page = (
    <main className={styles.page}>
      <Link href="/" className={styles.brand}>
        {appName}
      </Link>
      <Card className={[styles.card, wide ? styles.wide : ''].join(' ')}>{children}</Card>
    </main>
  );
  return clientMessages ? <ClientMessages namespaces={CLIENT_NAMESPACES.account}>{page}</ClientMessages> : page;
}
