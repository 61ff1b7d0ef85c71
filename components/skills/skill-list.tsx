'use client';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import { apiRequest, asApiError } from '@/components/ui/api-request';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import type { SkillListItem } from '@/lib/skills/schema';
import { BUILDER_BACK_KEY } from '@/lib/skills-ui/builder-back';
import styles from './skills.module.css';

/**
 * A list of skills from one of the skills list calls (a workspace's skills, the skills I created):
 * title (to the builder for managers), status, content and assignments.
 */
export function SkillList({ url, canManage, emptyText }: { url: string; canManage: boolean; emptyText: string }) {
  const t = useTranslations('skillsUi');
  const message = useMessage();
  const list = useQuery({ queryKey: ['skills', 'list', url], queryFn: () => apiRequest<{ items: SkillListItem[]; total: number }>(url, {}, 'skillsUi.network') });
  if (list.isPending) return <p className={styles.empty}>{t('loading')}</p>;
  if (list.isError) return <Alert>{message(asApiError(list.error).messageKey)}</Alert>;
  if (list.data.items.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.cards}>
      {list.data.items.map((s) => (
        <li key={s.id} className={styles.card}>
          {canManage ? (
            <Link href={`/skillbuilder/${s.id}/content`} className={styles.cardTitle} onClick={() => sessionStorage.setItem(BUILDER_BACK_KEY, window.location.pathname)}>
              {s.playlistTitle}
            </Link>
          ) : (
            <span className={styles.cardTitle}>{s.playlistTitle}</span>
          )}
          <span className={styles.muted}>{s.published ? t('home.published') : t('home.draft')}</span>
          <span className={styles.muted}>{t('learner.items', { count: s.totalInList })}</span>
          <span className={styles.muted}>{t('home.assignedCount', { users: s.assignedUsers, teams: s.assignedTeams })}</span>
        </li>
      ))}
    </ul>
  );
}
