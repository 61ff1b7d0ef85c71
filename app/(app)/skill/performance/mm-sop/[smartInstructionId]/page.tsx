import { SkillsTabs } from '@/components/skills/skills-tabs';
import { getTranslations } from '@/lib/i18n/server';
import { requireSkillsManagerPage } from '@/lib/skills-ui/page-guard';
import styles from '@/components/skills/skills.module.css';

// /skill/performance/mm-sop/{id} – smart instructions do not exist yet: an honest empty state
export default async function SkillSopPerformancePage() {
  await requireSkillsManagerPage();
  const t = await getTranslations('skillsUi');
  return (
    <>
      <SkillsTabs current="performance" />
      <p className={styles.empty}>{t('performance.sopLater')}</p>
    </>
  );
}
