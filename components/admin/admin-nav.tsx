'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from '@/lib/i18n/client';
import type { AdminPage } from '@/lib/admin/nav';
import styles from './admin.module.css';

export function AdminNav({ pages }: { pages: AdminPage[] }) {
  const t = useTranslations('adminNav');
  const path = usePathname();
  const isCurrent = (p: AdminPage) => (p.href === '/admin' ? path === '/admin' || path === '/admin/' : path.startsWith(p.match ?? p.href));
  return (
    <nav aria-label={t('label')} className={styles.nav}>
      {(['manage', 'settings'] as const).map((section) => {
        const list = pages.filter((p) => p.section === section);
        if (list.length === 0) return null;
        return (
          <div key={section}>
            <h2 className={styles.navHeading}>{t(section)}</h2>
            <ul className={styles.navList}>
              {list.map((p) => (
                <li key={p.key}>
                  <Link href={p.href} className={styles.navLink} aria-current={isCurrent(p) ? 'page' : undefined}>
                    {t(p.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
