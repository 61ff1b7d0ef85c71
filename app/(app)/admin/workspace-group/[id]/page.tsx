import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/server';
import { GroupDetailActions } from '@/components/admin/workspaces/group-detail-actions';
import { WorkspacesTable } from '@/components/admin/workspaces/workspaces-table';
import styles from '@/components/admin/admin.module.css';
import ws from '@/components/workspaces/workspaces.module.css';
import { requireAdminPage } from '@/lib/admin/guard';
import { AppError } from '@/lib/http/errors';
import { DEFAULT_LOCALE, LOCALE_NAMES, toLocale, type Locale } from '@/lib/i18n/config';
import { getAdminGroupPage } from '@/lib/workspaces/admin-group-page';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminGroups');
  return { title: t('detailTitle') };
}

async function load(id: string) {
  const session = await requireAdminPage('workspaceGroups');
  try {
    return { session, page: await getAdminGroupPage(session, id) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  }
}

// /admin/workspace-group/{id} – one group and its workspaces (org admins)
export default async function AdminWorkspaceGroupPage({ params }: Props) {
  const { session, page } = await load((await params).id);
  const t = await getTranslations('adminGroups');
  const tw = await getTranslations('adminWorkspaces');
  const { group } = page;
  return (
    <>
      <p>
        <Link href="/admin/workspace-groups">{t('backToGroups')}</Link>
      </p>
      <h1 id="admin-group-heading" tabIndex={-1} className={styles.heading}>
        {group.name}
        {group.isDefault ? <span className={`${ws.badge} ${ws.badgeStrong}`}>{t('default')}</span> : null}
      </h1>
      <p className={styles.intro}>
        {t('detailIntro', { locale: LOCALE_NAMES[group.locale as Locale] ?? group.locale, count: group.workspaceCount })}
      </p>
      <GroupDetailActions page={page} defaultLocale={toLocale(session.org.settings.defaultLocale) ?? DEFAULT_LOCALE} headingId="admin-group-heading" />
      <h2>{t('workspacesHeading')}</h2>
      <WorkspacesTable
        items={page.workspaces}
        groupChoices={page.groupChoices}
        selfId={session.user.id}
        groupId={group.id}
        canCreate
        headingId="admin-group-heading"
        empty={t('detailEmpty')}
      />
      <p className={ws.hint}>{tw('moveHint')}</p>
    </>
  );
}
