import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { TeamsView } from '@/components/admin/teams/teams-view';
import { requireAdminPage } from '@/lib/admin/guard';
import { teamsQuerySchema } from '@/lib/teams/schema';
import { listTeams } from '@/lib/teams/teams';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminTeams');
  return { title: t('title') };
}

// /admin/teams – the organisation's teams and their members (workspace and org admins)
export default async function TeamsPage() {
  const session = await requireAdminPage('teams');
  const { items } = await listTeams({ session, query: teamsQuerySchema.parse({ all: 'true' }) });
  return <TeamsView initial={items} />;
}
