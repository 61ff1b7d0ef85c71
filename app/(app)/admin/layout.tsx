import type { ReactNode } from 'react';
import { AdminNav } from '@/components/admin/admin-nav';
import { ClientMessages } from '@/components/providers/client-messages';
import { adminPages } from '@/lib/admin/nav';
import { requirePageSession } from '@/lib/auth/guards';
import styles from '@/components/admin/admin.module.css';

/** The admin area: its own menu of the pages this user may open, beside the page. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const session = await requirePageSession({ access: 'admin' });
  return (
    // Admin pages are few and low-traffic: they get the whole catalogue rather than a list to maintain.
    <ClientMessages namespaces="all">
      <div className={styles.layout}>
        <AdminNav pages={adminPages(session.access)} />
        <div className={styles.page}>{children}</div>
      </div>
    </ClientMessages>
  );
}
