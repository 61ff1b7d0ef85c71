'use client';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './ui.module.css';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: ReactNode; hint?: ReactNode };

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, error, hint, id, className, ...rest }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input {...rest} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={styles.input} />
      {hint ? (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
