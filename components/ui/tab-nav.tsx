import Link from 'next/link';
import styles from './tab-nav.module.css';

export type TabNavItem = { href: string; label: string; current: boolean };

/** A row of page links marked as tabs (the current one `aria-current="page"`), for server and client pages alike. */
export function TabNav({ label, items }: { label: string; items: TabNavItem[] }) {
  return (
    <nav aria-label={label} className={styles.tabs}>
      <ul className={styles.tabList}>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={styles.tab} aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
