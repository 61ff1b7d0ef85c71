'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from '@/lib/i18n/client';
import { activeNavKey, type NavModel } from '@/lib/shell/links';
import type { WorkspaceGroupItem } from '@/lib/workspaces/schema';
import { ReportMenu } from '@/components/analytics/reports/report-menu';
import { Icon } from './icons';
import { useShell } from './shell-context';
import styles from './side-menu.module.css';
import { WorkspaceMenu } from './workspace-menu';

/**
 * The side menu's content. Every item waits for the IP check (spec §6): while it runs a short
 * status shows; when it fails, a short message with a retry (the banner in the page explains).
 */
export function SideNav({ nav, workspaceGroups }: { nav: NavModel; workspaceGroups: WorkspaceGroupItem[] }) {
  const t = useTranslations('nav');
  const ts = useTranslations('shell');
  const { ip } = useShell();
  const pathname = usePathname();
  if (ip.status === 'TODO' || ip.status === 'CHECKING') {
    return (
      <p role="status" className={styles.menuNote}>
        {ts('checkingAccess')}
      </p>
    );
  }
  if (ip.status !== 'PASSED') {
    return (
      <div className={styles.menuNote}>
        <p>{ip.status === 'NOT_ALLOWED' ? ts('menuBlocked') : ts('menuCheckFailed')}</p>
        <button type="button" className={styles.textButton} onClick={ip.retry}>
          {ts('retry')}
        </button>
      </div>
    );
  }
  const active = activeNavKey(nav.items, pathname);
  return (
    <div className={styles.menuContent}>
      <nav aria-label={ts('mainNavigation')}>
        <ul className={styles.navList}>
          {nav.items.map((item) => (
            <li key={item.key}>
              <Link href={item.href} className={styles.navLink} aria-current={active === item.key ? 'page' : undefined}>
                {t(item.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Analytics pages swap the workspace list for their report menu (spec 01 §4, 02 §2). */}
      {nav.reports && (pathname === '/analytics' || pathname.startsWith('/analytics/')) ? (
        <ReportMenu pathname={pathname} features={nav.reports} />
      ) : (
        <WorkspaceMenu initialGroups={workspaceGroups} />
      )}
      {nav.assistant ? (
        <Link href={nav.assistant.href} className={styles.assistant} aria-current={pathname === nav.assistant.href ? 'page' : undefined}>
          <Icon name="sparkle" />
          {t(nav.assistant.kind)}
        </Link>
      ) : null}
    </div>
  );
}
