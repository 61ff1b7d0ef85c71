'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from '@/lib/i18n/client';
import type { ProfileDto } from '@/lib/users/schema';
import { AccountSection } from './account-section';
import { AvatarSection } from './avatar-section';
import { ConsentsSection } from './consents-section';
import { LanguageSection } from './language-section';
import { NameSection } from './name-section';
import { NotificationEmailsSection } from './notification-emails-section';
import { PasswordSection } from './password-section';
import { fetchProfile, profileKeys } from './profile-api';
import styles from './profile.module.css';

/** The /UserProfile page body; the server renders it with the profile, react-query keeps it fresh. */
export function ProfileView({ initial }: { initial: ProfileDto }) {
  const t = useTranslations('profile');
  const queryClient = useQueryClient();
  const { data: profile } = useQuery({ queryKey: profileKeys.me(), queryFn: fetchProfile, initialData: initial });
  const update = (patch: Partial<ProfileDto>) =>
    queryClient.setQueryData<ProfileDto>(profileKeys.me(), (old) => (old ? { ...old, ...patch } : old));

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <AvatarSection name={profile.displayName} avatarUrl={profile.avatarUrl} onChange={(avatarUrl) => update({ avatarUrl })} />
      <NameSection profile={profile} onSaved={(next) => queryClient.setQueryData(profileKeys.me(), next)} />
      <AccountSection profile={profile} />
      <LanguageSection current={profile.locale} />
      {profile.email ? <NotificationEmailsSection /> : null}
      <ConsentsSection />
      {profile.canChangePassword ? <PasswordSection /> : null}
    </div>
  );
}
