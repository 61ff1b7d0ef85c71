import { getTranslations } from '@/lib/i18n/server';
import { requireSkillsLearnerPage } from '@/lib/skills-ui/page-guard';
import styles from '@/components/skills/skills.module.css';

// /skillplayer/{skillId}/mm-sop/{id} – smart instructions do not exist yet: an honest empty state
export default async function SkillSopPlayerPage() {
  await requireSkillsLearnerPage();
  const t = await getTranslations('skillsUi');
  return (
    <section className={styles.screen}>
      <h1>{t('player.pageTitle')}</h1>
      <p>{t('performance.sopLater')}</p>
    </section>
  );
}
