'use client';
import { useId, type ReactNode } from 'react';
import styles from './settings.module.css';

type Props = {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Extra facts beside the label (plan badges). */
  aside?: ReactNode;
};

/** An on/off setting: a `role="switch"` button named by its label and described by its hint. */
export function SwitchField({ label, hint, checked, onChange, disabled, aside }: Props) {
  const id = useId();
  return (
    <div className={styles.switchRow}>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint || aside ? `${id}-hint` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={styles.switch}
      >
        <span className={styles.thumb} aria-hidden="true" />
      </button>
      <div className={styles.switchText}>
        <label htmlFor={id} className={styles.switchLabel}>
          {label}
        </label>
        {hint || aside ? (
          <div id={`${id}-hint`} className={styles.muted}>
            {aside ? <div className={styles.badges}>{aside}</div> : null}
            {hint}
          </div>
        ) : null}
      </div>
    </div>
  );
}
