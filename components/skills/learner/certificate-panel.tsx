'use client';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import type { SkillProgressView } from '@/lib/skills/schema';
import { certificatePdfHref } from '../skills-api';
import styles from '../skills.module.css';

/** The completed skill: when it was completed, until when it holds, and the certificate download. */
export function CertificatePanel({ progress }: { progress: SkillProgressView }) {
  const t = useTranslations('skillsUi');
  const format = useFormatter();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long' });
  return (
    <section className={styles.section} aria-labelledby="skill-done-title">
      <h2 id="skill-done-title">{t('player.completedTitle')}</h2>
      {progress.completedAt ? <p>{t('player.completedOn', { date: date(progress.completedAt) })}</p> : null}
      {progress.lapsesAt ? <p className={styles.muted}>{t('player.lapsesOn', { date: date(progress.lapsesAt) })}</p> : null}
      {progress.certificateId ? (
        <a href={certificatePdfHref(progress.certificateId)} download>
          {t('player.download')}
        </a>
      ) : (
        <p className={styles.muted}>{t('player.noCertificate')}</p>
      )}
    </section>
  );
}
