import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { GroupsView } from '@/components/admin/workspaces/groups-view';
import styles from '@/components/admin/admin.module.css';
import { requireAdminPage } from '@/lib/admin/guard';
import { DEFAULT_LOCALE, toLocale } from '@/lib/i18n/config';
import { listAdminWorkspaceGroups } from '@/lib/workspaces/get-workspace-group';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminGroups');
  return { title: t('title') };
}

// /admin/workspace-groups – the organisation's workspace groups (org admins)
export default async function AdminWorkspaceGroupsPage() {
  const session = await requireAdminPage('workspaceGroups');
  const t = await getTranslations('adminGroups');
  const groups = await listAdminWorkspaceGroups(session);
  return (
    <>
      <h1 id="admin-groups-heading" tabIndex={-1} className={styles.heading}>
        {t('title')}
      </h1>
      <p className={styles.intro}>{t('intro')}</p>
      <GroupsView groups={groups} defaultLocale={toLocale(session.org.settings.defaultLocale) ?? DEFAULT_LOCALE} headingId="admin-groups-heading" />
    </>
  );
}
