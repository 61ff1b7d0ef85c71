'use client';
import { useTranslations } from '@/lib/i18n/client';
import { DUE_INTERVAL_TYPES, type DueForm } from '@/lib/skills-ui/due';
import styles from '../skills.module.css';

/** Due date (none, or N years/months/days after assignment) and optional re-certification every N months. */
export function DueFields({ value, onChange }: { value: DueForm; onChange: (next: DueForm) => void }) {
  const t = useTranslations('skillsUi');
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('users.due')}</legend>
      <div className={styles.select}>
        <label htmlFor="skill-due-type">{t('users.dueType')}</label>
        <select id="skill-due-type" value={value.type} onChange={(e) => onChange({ ...value, type: e.target.value as DueForm['type'] })}>
          <option value="">{t('users.noDue')}</option>
          {DUE_INTERVAL_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`users.interval.${type}`)}
            </option>
          ))}
        </select>
      </div>
      {value.type ? (
        <div className={styles.select}>
          <label htmlFor="skill-due-n">{t('users.dueInterval')}</label>
          <input id="skill-due-n" type="number" min={1} max={3650} inputMode="numeric" value={value.interval} onChange={(e) => onChange({ ...value, interval: e.target.value })} />
        </div>
      ) : null}
      <div className={styles.select}>
        <label htmlFor="skill-recurrence">{t('users.recurrence')}</label>
        <input id="skill-recurrence" type="number" min={1} max={120} inputMode="numeric" value={value.recurrence} onChange={(e) => onChange({ ...value, recurrence: e.target.value })} aria-describedby="skill-recurrence-hint" />
        <span id="skill-recurrence-hint" className={styles.muted}>
          {t('users.recurrenceHint')}
        </span>
      </div>
    </fieldset>
  );
}
