import type { Metadata } from 'next';
import { SkillPlayer } from '@/components/skills/learner/skill-player';
import { getTranslations } from '@/lib/i18n/server';
import { requireSkillsLearnerPage } from '@/lib/skills-ui/page-guard';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('skillsUi'))('player.pageTitle') };
}

// /skillplayer/{skillId} – the same skill player with the skill in the path
export default async function SkillPlayerPathPage({ params }: { params: Promise<{ skillId: string }> }) {
  await requireSkillsLearnerPage();
  return <SkillPlayer skillId={(await params).skillId} />;
}
