import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { WorkspacesTable } from '@/components/admin/workspaces/workspaces-table';
import styles from '@/components/admin/admin.module.css';
import { requireAdminPage } from '@/lib/admin/guard';
import { listManagedWorkspaces } from '@/lib/workspaces/get-workspace';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminWorkspaces');
  return { title: t('title') };
}

// /admin/workspaces – every workspace for org admins; a workspace admin's own ones for them
export default async function AdminWorkspacesPage() {
  const session = await requireAdminPage('workspaces');
  const t = await getTranslations('adminWorkspaces');
  const data = await listManagedWorkspaces(session);
  return (
    <>
      <h1 id="admin-workspaces-heading" tabIndex={-1} className={styles.heading}>
        {t('title')}
      </h1>
      <p className={styles.intro}>{data.canCreate ? t('intro') : t('introScoped')}</p>
      <WorkspacesTable
        items={data.items}
        groupChoices={data.groupChoices}
        selfId={session.user.id}
        canCreate={data.canCreate}
        headingId="admin-workspaces-heading"
        empty={data.canCreate ? t('empty') : t('emptyScoped')}
      />
    </>
  );
}
