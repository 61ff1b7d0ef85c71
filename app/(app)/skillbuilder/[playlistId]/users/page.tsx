import type { Metadata } from 'next';
import { UsersTab } from '@/components/skills/builder/users-tab';
import { getTranslations } from '@/lib/i18n/server';
import { loadBuilderPlaylist } from '@/lib/skills-ui/page-guard';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('skillsUi'))('builder.tabs.users') };
}

// /skillbuilder/{id}/users – the skill builder's users tab
export default async function SkillBuilderUsersTabPage({ params }: { params: Promise<{ playlistId: string }> }) {
  const { playlist } = await loadBuilderPlaylist((await params).playlistId);
  return <UsersTab initial={playlist} />;
}
