'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from '@/lib/i18n/client';
import type { WorkspaceInGroup } from '@/lib/workspaces/schema';
import { Icon } from './icons';
import styles from './side-menu.module.css';
import type { useToggleWorkspaceLike } from './use-workspaces';

type Item = Pick<WorkspaceInGroup, 'id' | 'name' | 'color' | 'private' | 'isLike'>;

/** Workspace links with their colour, a lock for private ones, and a favourite toggle (one for the whole menu). */
export function WorkspaceList({ items, toggle }: { items: Item[]; toggle: ReturnType<typeof useToggleWorkspaceLike> }) {
  const t = useTranslations('workspaces');
  const pathname = usePathname();
  return (
    <ul className={styles.wsList}>
      {items.map((w) => {
        const href = `/workspace/${w.id}`;
        const busy = toggle.isPending && toggle.variables?.workspaceId === w.id;
        return (
          <li key={w.id} className={styles.wsItem}>
            <Link
              href={href}
              // A long list of workspaces should not prefetch every workspace page on each load.
              prefetch={false}
              className={styles.wsLink}
              aria-current={pathname === href || pathname.startsWith(`${href}/`) ? 'page' : undefined}
            >
              <span className={styles.dot} data-color={w.color} aria-hidden="true" />
              <span className={styles.wsName}>{w.name}</span>
              {w.private ? (
                <span role="img" aria-label={t('private')} title={t('private')} className={styles.lock}>
                  <Icon name="lock" size={14} />
                </span>
              ) : null}
            </Link>
            <button
              type="button"
              className={styles.starButton}
              aria-pressed={w.isLike}
              aria-label={t('favorite', { name: w.name })}
              disabled={busy}
              onClick={() => toggle.mutate({ workspaceId: w.id, like: !w.isLike })}
            >
              <Icon name="star" size={16} filled={w.isLike} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
