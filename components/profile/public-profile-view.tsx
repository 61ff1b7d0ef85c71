import Link from 'next/link';
import { getFormatter } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/server';
import type { PublicProfileDto } from '@/lib/users/schema';
import { UserAvatar } from './avatar';
import { Section } from './section';
import styles from './profile.module.css';

const COLORS: Record<string, string> = { red: '#e5484d', purple: '#8e4ec6', green: '#30a46c', blue: '#3e63dd', yellow: '#f5d90a' };

/** The /{uid} page body: who a colleague is and where they work (published workflows come later). */
export async function PublicProfileView({ profile, isSelf }: { profile: PublicProfileDto; isSelf: boolean }) {
  const t = await getTranslations('profile');
  const format = await getFormatter();
  const since = format.dateTime(new Date(profile.memberSince), { year: 'numeric', month: 'long' });
  return (
    <div className={styles.page}>
      <header className={styles.publicHeader}>
        <UserAvatar name={profile.displayName} url={profile.avatarUrl} size={96} />
        <div>
          <h1 className={styles.title}>{profile.displayName}</h1>
          <p className={styles.muted}>
            {t(`roles.${profile.role ?? 'none'}`)} · {t('memberSince', { date: since })}
          </p>
          {isSelf ? <Link href="/UserProfile">{t('editMyProfile')}</Link> : null}
        </div>
      </header>
      <Section title={t('teams')}>
        {profile.teams.length ? (
          <ul className={styles.chips}>
            {profile.teams.map((team) => (
              <li key={team.id}>{team.name}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('noTeams')}</p>
        )}
      </Section>
      <Section title={t('workspaces')}>
        {profile.workspaces.length ? (
          <ul className={styles.list}>
            {profile.workspaces.map((ws) => (
              <li key={ws.id}>
                <span className={styles.dot} style={{ background: COLORS[ws.color] ?? COLORS.blue }} aria-hidden="true" />
                <Link href={`/workspace/${ws.id}`}>{ws.name}</Link>
                {ws.private ? <span className={styles.badge}>{t('privateWorkspace')}</span> : null}
                <span className={styles.muted}>
                  {ws.groupName} · {t(`roles.${ws.role}`)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('noWorkspaces')}</p>
        )}
      </Section>
    </div>
  );
}
