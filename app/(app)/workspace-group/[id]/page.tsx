import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/server';
import { cache } from 'react';
import { WorkspaceCards } from '@/components/workspaces/workspace-cards';
import styles from '@/components/workspaces/workspace-page.module.css';
import { requirePageSession } from '@/lib/auth/guards';
import { AppError } from '@/lib/http/errors';
import { getWorkspaceGroup } from '@/lib/workspaces/get-workspace-group';

type Props = { params: Promise<{ id: string }> };

// Someone who cannot see any workspace of the group gets the 404 page, as for an unknown id.
const load = cache(async (id: string) => {
  const session = await requirePageSession();
  try {
    return await getWorkspaceGroup(session, id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await load((await params).id)).name };
}

// /workspace-group/{id} – a group's workspaces the user may open (private ones only when assigned)
export default async function WorkspaceGroupPage({ params }: Props) {
  const group = await load((await params).id);
  const t = await getTranslations('workspacePage');
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{group.name}</h1>
        <p className={styles.meta}>
          <span>{t('groupCount', { count: group.workspaces.length })}</span>
          {group.canEdit ? <Link href={`/admin/workspace-group/${group.id}`}>{t('manageGroup')}</Link> : null}
        </p>
      </header>
      {group.workspaces.length > 0 ? <WorkspaceCards items={group.workspaces} /> : <p className={styles.empty}>{t('groupEmpty')}</p>}
    </>
  );
}
