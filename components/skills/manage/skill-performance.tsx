'use client';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { asApiError } from '@/components/ui/api-request';
import { useMessage } from '@/components/workspaces/use-message';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import { STATE_ORDER } from '@/lib/skills-ui/due';
import { skillKeys, skillsApi } from '../skills-api';
import { StateBadge } from '../state-badge';
import styles from '../skills.module.css';
import { SkillPicker } from './skill-picker';

/** /skill/performance: one skill's assigned users with their colour-coded state, progress and dates, filterable by state. */
export function SkillPerformance({ initialSkillId }: { initialSkillId: string }) {
  const t = useTranslations('skillsUi');
  const format = useFormatter();
  const message = useMessage();
  const stateId = useId();
  const [skillId, setSkillId] = useState(initialSkillId);
  const [state, setState] = useState('');
  const list = useQuery({ queryKey: skillKeys.performances(skillId, state), queryFn: () => skillsApi.performances(skillId, state), enabled: !!skillId });
  const date = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium' }) : '—');
  return (
    <>
      <div className={styles.toolbar}>
        <SkillPicker value={skillId} onChange={setSkillId} />
        <div className={styles.select}>
          <label htmlFor={stateId}>{t('performance.state')}</label>
          <select id={stateId} value={state} onChange={(e) => setState(e.target.value)}>
            <option value="">{t('performance.allStates')}</option>
            {STATE_ORDER.map((s) => (
              <option key={s} value={s}>
                {t(`states.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!skillId ? <p className={styles.empty}>{t('performance.pickFirst')}</p> : null}
      {list.isError ? <Alert>{message(asApiError(list.error).messageKey)}</Alert> : null}
      {list.data ? (
        <>
          <ul className={styles.row} aria-label={t('performance.counts')}>
            {STATE_ORDER.map((s) => (
              <li key={s} className={styles.state} data-state={s}>
                {t('performance.count', { state: t(`states.${s}`), count: list.data.counts[s] ?? 0 })}
              </li>
            ))}
          </ul>
          {list.data.items.length === 0 ? (
            <p className={styles.empty}>{t('performance.empty')}</p>
          ) : (
            <table className={styles.table}>
              <caption className="visually-hidden">{t('performance.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('performance.user')}</th>
                  <th scope="col">{t('performance.state')}</th>
                  <th scope="col">{t('performance.progress')}</th>
                  <th scope="col">{t('performance.due')}</th>
                  <th scope="col">{t('performance.completed')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((row) => (
                  <tr key={row.progress.performanceId}>
                    <th scope="row">{row.user.displayName}</th>
                    <td>
                      <StateBadge state={row.progress.state} />
                    </td>
                    <td>{t('percent', { percent: row.progress.percent })}</td>
                    <td>{date(row.progress.dueAt)}</td>
                    <td>{date(row.progress.completedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : null}
    </>
  );
}
