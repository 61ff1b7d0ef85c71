'use client';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { skillKeys, skillsApi } from '../skills-api';
import styles from '../skills.module.css';

/** A select of the organisation's skills. */
export function SkillPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const t = useTranslations('skillsUi');
  const id = useId();
  const list = useQuery({ queryKey: skillKeys.list(''), queryFn: () => skillsApi.list('') });
  return (
    <div className={styles.select}>
      <label htmlFor={id}>{t('performance.skill')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('performance.pickSkill')}</option>
        {list.data?.items.map((s) => (
          <option key={s.id} value={s.id}>
            {s.playlistTitle}
          </option>
        ))}
      </select>
    </div>
  );
}
