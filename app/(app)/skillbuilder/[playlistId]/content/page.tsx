import type { Metadata } from 'next';
import { ContentTab } from '@/components/skills/builder/content-tab';
import { getTranslations } from '@/lib/i18n/server';
import { isFeatureOn } from '@/lib/orgs/settings';
import { loadBuilderPlaylist } from '@/lib/skills-ui/page-guard';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('skillsUi'))('builder.tabs.content') };
}

// /skillbuilder/{id}/content – the skill builder's content tab
export default async function SkillBuilderContentTabPage({ params }: { params: Promise<{ playlistId: string }> }) {
  const { session, playlist } = await loadBuilderPlaylist((await params).playlistId);
  return <ContentTab initial={playlist} canAddSops={isFeatureOn(session.org.settings, 'enableMultiModalSOP')} />;
}
