'use client';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useMessage } from '@/components/workspaces/use-message';
import { asApiError } from '@/components/ui/api-request';
import { useTranslations } from '@/lib/i18n/client';
import { BUILDER_BACK_KEY } from '@/lib/skills-ui/builder-back';
import { CreateSkillDialog } from '../create-skill-dialog';
import { skillKeys, skillsApi } from '../skills-api';
import styles from '../skills.module.css';

/** /skill/home: the organisation's skills as a table (title, status, content, assignments, author) and a create button. */
export function SkillsHome() {
  const t = useTranslations('skillsUi');
  const message = useMessage();
  const [keyword, setKeyword] = useState('');
  const [creating, setCreating] = useState(false);
  const list = useQuery({ queryKey: skillKeys.list(keyword.trim()), queryFn: () => skillsApi.list(keyword.trim()) });
  const rememberBack = () => sessionStorage.setItem(BUILDER_BACK_KEY, window.location.pathname);
  return (
    <>
      <div className={styles.toolbar}>
        <TextField label={t('home.search')} type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
        <Button type="button" onClick={() => setCreating(true)}>
          {t('home.create')}
        </Button>
      </div>
      {list.isError ? <Alert>{message(asApiError(list.error).messageKey)}</Alert> : null}
      {list.isPending ? <p className={styles.empty}>{t('loading')}</p> : null}
      {list.data && list.data.items.length === 0 ? <p className={styles.empty}>{t('home.empty')}</p> : null}
      {list.data && list.data.items.length > 0 ? (
        <table className={styles.table}>
          <caption className="visually-hidden">{t('home.caption', { count: list.data.total })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('home.title')}</th>
              <th scope="col">{t('home.status')}</th>
              <th scope="col">{t('home.items')}</th>
              <th scope="col">{t('home.assigned')}</th>
              <th scope="col">{t('home.createdBy')}</th>
              <th scope="col">{t('home.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((s) => (
              <tr key={s.id}>
                <th scope="row">
                  <Link href={`/skillbuilder/${s.id}/content`} onClick={rememberBack}>
                    {s.playlistTitle}
                  </Link>
                </th>
                <td>{s.published ? t('home.published') : t('home.draft')}</td>
                <td>{s.totalInList}</td>
                <td>{t('home.assignedCount', { users: s.assignedUsers, teams: s.assignedTeams })}</td>
                <td>{s.createdBy?.displayName ?? '—'}</td>
                <td>
                  <Link href={`/skill/performance?skillId=${s.id}`}>{t('home.viewProgress', { title: s.playlistTitle })}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <CreateSkillDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
