import type { Metadata } from 'next';
import { SkillPerformance } from '@/components/skills/manage/skill-performance';
import { SkillsTabs } from '@/components/skills/skills-tabs';
import { getTranslations } from '@/lib/i18n/server';
import { requireSkillsManagerPage } from '@/lib/skills-ui/page-guard';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('skillsUi'))('tabs.performance') };
}

// /skill/performance?skillId= – each assigned user's standing in one skill
export default async function SkillPerformancePage({ searchParams }: { searchParams: Promise<{ skillId?: string }> }) {
  await requireSkillsManagerPage();
  const { skillId } = await searchParams;
  return (
    <>
      <SkillsTabs current="performance" />
      <SkillPerformance initialSkillId={typeof skillId === 'string' ? skillId : ''} />
    </>
  );
}
