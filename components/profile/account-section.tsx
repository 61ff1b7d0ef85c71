'use client';
import { useTranslations } from '@/lib/i18n/client';
import type { ProfileDto } from '@/lib/users/schema';
import { Section } from './section';
import styles from './profile.module.css';

/** Read-only facts: sign-in identity, role and organisation. */
export function AccountSection({ profile }: { profile: ProfileDto }) {
  const t = useTranslations('profile');
  return (
    <Section title={t('accountTitle')}>
      <dl className={styles.facts}>
        {profile.email ? (
          <>
            <dt>{t('email')}</dt>
            <dd>{profile.email}</dd>
          </>
        ) : null}
        {profile.employeeId ? (
          <>
            <dt>{t('employeeId')}</dt>
            <dd>{profile.employeeId}</dd>
          </>
        ) : null}
        <dt>{t('role')}</dt>
        <dd>{t(`roles.${profile.role ?? 'none'}`)}</dd>
        <dt>{t('organization')}</dt>
        <dd>{profile.organizationName}</dd>
      </dl>
      {profile.isSso ? <p className={styles.muted}>{t('signedInWithSso')}</p> : null}
    </Section>
  );
}
