'use client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import styles from './ip-restriction.module.css';

/** The on/off switch; it changes the form only, the Save button applies it. */
export function RestrictionSwitch({ checked, onToggle }: { checked: boolean; onToggle: () => void }) {
  const t = useTranslations('adminIp');
  const id = useId();
  return (
    <div className={styles.switchRow}>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-hint`}
        onClick={onToggle}
        className={styles.switch}
      >
        <span className={styles.thumb} aria-hidden="true" />
      </button>
      <div className={styles.switchText}>
        <label htmlFor={id} className={styles.switchLabel}>
          {t('switchLabel')}
        </label>
        <p id={`${id}-hint`} className={styles.muted}>
          {t('switchHint')}
        </p>
      </div>
    </div>
  );
}
