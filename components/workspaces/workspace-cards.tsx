import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/server';
import type { WorkspaceInGroup } from '@/lib/workspaces/schema';
import { WorkspaceName } from './workspace-name';
import styles from './workspaces.module.css';

/** The workspaces of a group as cards linking to each workspace. */
export async function WorkspaceCards({ items }: { items: WorkspaceInGroup[] }) {
  const t = await getTranslations('workspacePage');
  return (
    <ul className={styles.cards}>
      {items.map((w) => (
        <li key={w.id}>
          <Link href={`/workspace/${w.id}`} className={styles.card}>
            <span className={styles.cardTitle}>
              <WorkspaceName name={w.name} color={w.color} isPrivate={w.private} privateLabel={t('private')} />
            </span>
            {w.isAssigned ? <span className={styles.hint}>{t('assigned')}</span> : null}
            {w.isLike ? <span className={styles.hint}>{t('favourite')}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
