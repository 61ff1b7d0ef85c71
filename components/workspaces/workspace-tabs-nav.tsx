'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { WorkspaceTab } from '@/lib/workspaces/workspace-tabs';
import styles from './workspace-page.module.css';

type Props = { workspaceId: string; tabs: { key: WorkspaceTab; label: string }[]; navLabel: string };

/**
 * The workspace's sections as links; the current one is marked for screen readers too. Labels
 * come translated from the server, so these pages ship no extra messages to the browser.
 */
export function WorkspaceTabsNav({ workspaceId, tabs, navLabel }: Props) {
  const pathname = usePathname();
  return (
    <nav aria-label={navLabel} className={styles.tabs}>
      <ul className={styles.tabList}>
        {tabs.map(({ key, label }) => {
          const href = `/workspace/${workspaceId}/${key}`;
          return (
            <li key={key}>
              <Link href={href} className={styles.tab} aria-current={pathname === href ? 'page' : undefined}>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
