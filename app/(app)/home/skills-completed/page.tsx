import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { ClientMessages } from '@/components/providers/client-messages';
import { HomeTabs, PageHeading } from '@/components/shell/home-parts';
import { AssignedSkills } from '@/components/skills/learner/assigned-skills';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { requireSkillsLearnerPage } from '@/lib/skills-ui/page-guard';
import { homeTabs } from '@/lib/shell/home-tabs';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('home');
  return { title: t('skillsCompleted') };
}

export default async function HomeSkillsCompletedPage() {
  const session = await requireSkillsLearnerPage();
  const t = await getTranslations('home');
  return (
    <>
      <PageHeading title={t('skillsCompleted')} intro={t('skillsCompletedIntro')} />
      <HomeTabs tabs={homeTabs(session.org)} current="skillsCompleted" />
      <ClientMessages namespaces={CLIENT_NAMESPACES.skills}>
        <AssignedSkills type="completed" emptyText={t('skillsCompletedEmpty')} />
      </ClientMessages>
    </>
  );
}
