import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { EmptySection, HomeTabs, PageHeading } from '@/components/shell/home-parts';
import { requirePageSession } from '@/lib/auth/guards';
import { homeTabs } from '@/lib/shell/home-tabs';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('home');
  return { title: t('skillsCompleted') };
}

export default async function HomeSkillsCompletedPage() {
  const session = await requirePageSession();
  const t = await getTranslations('home');
  return (
    <>
      <PageHeading title={t('skillsCompleted')} intro={t('skillsCompletedIntro')} />
      <HomeTabs tabs={homeTabs(session.access)} current="skillsCompleted" />
      <EmptySection id="skills-completed-empty" text={t('skillsCompletedEmpty')} />
    </>
  );
}
