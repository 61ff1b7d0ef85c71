import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/server';
import type { ManagedWorkspace } from '@/lib/workspaces/admin-types';
import { WorkspaceName } from './workspace-name';
import styles from './workspace-page.module.css';

/** The top of every workspace page: name, colour, privacy, group, members, and the admin link for its admins. */
export async function WorkspaceHeader({ workspace }: { workspace: ManagedWorkspace }) {
  const t = await getTranslations('workspacePage');
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>
        <WorkspaceName name={workspace.name} color={workspace.color} isPrivate={workspace.private} privateLabel={t('private')} />
      </h1>
      <p className={styles.meta}>
        <span>
          {t('group')} <Link href={`/workspace-group/${workspace.workspaceGroupId}`}>{workspace.workspaceGroupName}</Link>
        </span>
        <span>{t('members', { count: workspace.membersCount })}</span>
        <span>{t('colour', { color: t(`colors.${workspace.color}`) })}</span>
        {workspace.canEdit ? <Link href="/admin/workspaces">{t('manage')}</Link> : null}
      </p>
    </header>
  );
}
