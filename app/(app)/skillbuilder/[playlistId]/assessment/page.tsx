import type { Metadata } from 'next';
import { AssessmentTab } from '@/components/skills/builder/assessment-tab';
import { getTranslations } from '@/lib/i18n/server';
import { loadBuilderPlaylist } from '@/lib/skills-ui/page-guard';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('skillsUi'))('builder.tabs.assessment') };
}

// /skillbuilder/{id}/assessment – the skill builder's assessment tab
export default async function SkillBuilderAssessmentTabPage({ params }: { params: Promise<{ playlistId: string }> }) {
  const { playlist } = await loadBuilderPlaylist((await params).playlistId);
  return <AssessmentTab initial={playlist} />;
}
