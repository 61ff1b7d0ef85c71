import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { UsersView } from '@/components/admin/users/users-view';
import { requireAdminPage } from '@/lib/admin/guard';
import { getUsersPageData } from '@/lib/users/admin/page-data';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminUsers');
  return { title: t('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /admin/users – people of the organisation (workspace admins: of their workspaces); ?invite=1 opens the invite dialog
export default async function UsersPage({ searchParams }: Props) {
  const session = await requireAdminPage('users');
  const [data, params] = await Promise.all([getUsersPageData(session), searchParams]);
  return <UsersView {...data} openInvite={params.invite === '1'} />;
}
