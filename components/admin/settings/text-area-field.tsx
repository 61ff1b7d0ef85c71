'use client';
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styles from './settings.module.css';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; hint?: ReactNode; error?: ReactNode };

/** A labelled multi-line field (one entry per line) whose hint and error are tied to it. */
export function TextAreaField({ label, hint, error, ...rest }: Props) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.group}>
      <label htmlFor={id} className={styles.switchLabel}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.muted}>
          {hint}
        </p>
      ) : null}
      <textarea
        {...rest}
        id={id}
        rows={4}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={styles.textarea}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.errors} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
