import type { Metadata } from 'next';
import { SkillsHome } from '@/components/skills/manage/skills-home';
import { SkillsTabs } from '@/components/skills/skills-tabs';
import { getTranslations } from '@/lib/i18n/server';
import { requireSkillsManagerPage } from '@/lib/skills-ui/page-guard';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('skillsUi'))('tabs.home') };
}

// /skill/home – the organisation's skills with status, content, assignments; create a skill
export default async function SkillHomePage() {
  await requireSkillsManagerPage();
  return (
    <>
      <SkillsTabs current="home" />
      <SkillsHome />
    </>
  );
}
