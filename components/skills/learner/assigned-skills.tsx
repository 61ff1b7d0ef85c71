'use client';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { asApiError } from '@/components/ui/api-request';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import { skillKeys, skillsApi } from '../skills-api';
import styles from '../skills.module.css';
import { DueLine } from './due-line';

/**
 * Home skills-todo / skills-completed: the learner's assigned skills with state, progress and due
 * line (spec 02 §4 filter: all, or only those already started); a card opens the skill player.
 */
export function AssignedSkills({ type, emptyText }: { type: 'todo' | 'completed'; emptyText: string }) {
  const t = useTranslations('skillsUi');
  const message = useMessage();
  const [started, setStarted] = useState(false);
  const list = useQuery({ queryKey: skillKeys.assigned(type, started), queryFn: () => skillsApi.assigned(type, started) });
  return (
    <section className={styles.section} aria-labelledby={`skills-${type}-title`}>
      <h2 id={`skills-${type}-title`} className="visually-hidden">
        {t(`learner.${type}`)}
      </h2>
      {type === 'todo' ? (
        <fieldset className={styles.row} style={{ border: 0, padding: 0 }}>
          <legend className="visually-hidden">{t('learner.filter')}</legend>
          {([false, true] as const).map((value) => (
            <label key={String(value)} className={styles.row}>
              <input type="radio" name="skills-filter" checked={started === value} onChange={() => setStarted(value)} />
              {value ? t('learner.continueWatching') : t('learner.all')}
            </label>
          ))}
        </fieldset>
      ) : null}
      {list.isError ? <Alert>{message(asApiError(list.error).messageKey)}</Alert> : null}
      {list.isPending ? <p className={styles.empty}>{t('loading')}</p> : null}
      {list.data && list.data.items.length === 0 ? <p className={styles.empty}>{started ? t('learner.noneStarted') : emptyText}</p> : null}
      {list.data && list.data.items.length > 0 ? (
        <ul className={styles.cards}>
          {list.data.items.map((s) => (
            <li key={s.id}>
              <Link href={`/skillplayer?skillId=${encodeURIComponent(s.id)}`} className={styles.card}>
                <span id={`skill-card-${s.id}`} className={styles.cardTitle}>
                  {s.playlistTitle}
                </span>
                <span className={styles.muted}>{t('learner.items', { count: s.totalInList })}</span>
                <DueLine progress={s.progress} labelId={`skill-card-${s.id}`} />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
