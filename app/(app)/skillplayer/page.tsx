import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SkillPlayer } from '@/components/skills/learner/skill-player';
import { getTranslations } from '@/lib/i18n/server';
import { requireSkillsLearnerPage } from '@/lib/skills-ui/page-guard';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('skillsUi'))('player.pageTitle') };
}

// /skillplayer?skillId= – the learner plays an assigned skill (spec 02 §2); without a skill, the skills to do
export default async function SkillPlayerPage({ searchParams }: { searchParams: Promise<{ skillId?: string }> }) {
  await requireSkillsLearnerPage();
  const { skillId } = await searchParams;
  if (typeof skillId !== 'string' || !skillId) redirect('/home/skills-todo');
  return <SkillPlayer skillId={skillId} />;
}
