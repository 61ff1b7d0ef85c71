import { TabNav } from '@/components/ui/tab-nav';
import { getTranslations } from '@/lib/i18n/server';

export const SKILLS_TABS = ['home', 'performance', 'matrix'] as const;
export type SkillsTab = (typeof SKILLS_TABS)[number];

/** The skills area's heading and tabs (spec 01 §2: /skill/home, /skill/performance, /skill/matrix). */
export async function SkillsTabs({ current }: { current: SkillsTab }) {
  const t = await getTranslations('skillsUi');
  return (
    <>
      <h1>{t(`tabs.${current}`)}</h1>
      <TabNav label={t('tabs.label')} items={SKILLS_TABS.map((tab) => ({ href: `/skill/${tab}`, label: t(`tabs.${tab}`), current: tab === current }))} />
    </>
  );
}
