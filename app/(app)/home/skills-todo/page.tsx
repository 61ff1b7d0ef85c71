import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { EmptySection, HomeTabs, PageHeading } from '@/components/shell/home-parts';
import { requirePageSession } from '@/lib/auth/guards';
import { homeTabs } from '@/lib/shell/home-tabs';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('home');
  return { title: t('skillsTodo') };
}

export default async function HomeSkillsTodoPage() {
  const session = await requirePageSession();
  const t = await getTranslations('home');
  return (
    <>
      <PageHeading title={t('skillsTodo')} intro={t('skillsTodoIntro')} />
      <HomeTabs tabs={homeTabs(session.access)} current="skillsTodo" />
      <EmptySection id="skills-todo-empty" text={t('skillsTodoEmpty')} />
    </>
  );
}
