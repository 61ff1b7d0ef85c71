'use client';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { apiRequest, asApiError } from '@/components/ui/api-request';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import type { TeamItem } from '@/lib/teams/schema';
import styles from './skills.module.css';

/** Owned by me › teams: the teams the user created, with their member counts. */
export function OwnedTeams() {
  const t = useTranslations('skillsUi');
  const message = useMessage();
  const list = useQuery({ queryKey: ['teams', 'owned'], queryFn: () => apiRequest<{ items: TeamItem[] }>('/api/v1/users/me/teams/creator', {}, 'skillsUi.network') });
  if (list.isPending) return <p className={styles.empty}>{t('loading')}</p>;
  if (list.isError) return <Alert>{message(asApiError(list.error).messageKey)}</Alert>;
  const items = list.data?.items ?? [];
  if (items.length === 0) return <p className={styles.empty}>{t('owned.noTeams')}</p>;
  return (
    <ul className={styles.cards}>
      {items.map((team) => (
        <li key={team.id} className={styles.card}>
          <span className={styles.cardTitle}>{team.name}</span>
          <span className={styles.muted}>{t('users.members', { count: team.membersCount })}</span>
        </li>
      ))}
    </ul>
  );
}
