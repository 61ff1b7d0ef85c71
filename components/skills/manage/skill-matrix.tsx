'use client';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { asApiError } from '@/components/ui/api-request';
import { TextField } from '@/components/ui/text-field';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import { STATE_ORDER } from '@/lib/skills-ui/due';
import { skillKeys, skillsApi } from '../skills-api';
import styles from '../skills.module.css';
import { MatrixTable } from './matrix-table';
import { TeamFilter, useTeamFilter } from './team-filter';

type Props = { workspaces?: { id: string; name: string }[]; initialWorkspaceId: string };

/** The skills matrix of a workspace (/skill/matrix with a workspace picker, or the workspace's skill-matrix tab). */
export function SkillMatrix({ workspaces, initialWorkspaceId }: Props) {
  const t = useTranslations('skillsUi');
  const message = useMessage();
  const pickId = useId();
  const [workspaceId, setWorkspaceId] = useState(initialWorkspaceId);
  const [keyword, setKeyword] = useState('');
  const [teamId, setTeamId] = useState('');
  const members = useTeamFilter(teamId);
  const matrix = useQuery({
    queryKey: skillKeys.matrix(workspaceId, keyword.trim()),
    queryFn: () => skillsApi.matrix(workspaceId, keyword.trim()),
    enabled: !!workspaceId,
  });
  const shown = matrix.data && members ? { ...matrix.data, rows: matrix.data.rows.filter((r) => members.has(r.user.uid)) } : matrix.data;
  return (
    <>
      <div className={styles.toolbar}>
        {workspaces ? (
          <div className={styles.select}>
            <label htmlFor={pickId}>{t('matrix.workspace')}</label>
            <select id={pickId} value={workspaceId} onChange={(e) => setWorkspaceId(e.target.value)}>
              {workspaces.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <TeamFilter value={teamId} onChange={setTeamId} />
        <TextField label={t('matrix.filter')} type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      </div>
      <ul className={styles.row} aria-label={t('matrix.legend')}>
        {STATE_ORDER.map((s) => (
          <li key={s} className={styles.cell} data-state={s}>
            {t(`states.${s}`)}
          </li>
        ))}
      </ul>
      {!workspaceId ? <p className={styles.empty}>{t('matrix.noWorkspace')}</p> : null}
      {matrix.isError ? <Alert>{message(asApiError(matrix.error).messageKey)}</Alert> : null}
      {shown && (shown.skills.length === 0 || shown.rows.length === 0) ? <p className={styles.empty}>{t('matrix.empty')}</p> : null}
      {shown && shown.skills.length > 0 && shown.rows.length > 0 ? <MatrixTable matrix={shown} /> : null}
    </>
  );
}
