'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import ui from '@/components/ui/ui.module.css';
import type { Issue } from './api';
import styles from './users.module.css';

/** Translates a message key from a schema or the server; unknown keys read as the generic error. */
export function useMessage() {
  const t = useTranslations();
  return (key: string | null | undefined) => (key && t.has(key) ? t(key) : t('alert.unexpectedError'));
}

/** The first problem per field, from client-side zod issues or the server's `issues`. */
export function errorsByField(issues: { path: string | PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const path = Array.isArray(issue.path) ? issue.path.map(String).join('.') : String(issue.path);
    out[path] ??= issue.message;
  }
  return out;
}

export type FieldIssues = Issue[];

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode; error?: ReactNode; hint?: ReactNode };

export function SelectField({ label, error, hint, children, ...rest }: SelectProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <select {...rest} id={id} className={ui.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </select>
      {hint ? <p id={`${id}-hint`} className={ui.hint}>{hint}</p> : null}
      {error ? <p id={`${id}-error`} className={ui.error} role="alert">{error}</p> : null}
    </div>
  );
}

type AreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: ReactNode; hint?: ReactNode };

export function TextAreaField({ label, error, hint, ...rest }: AreaProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <textarea {...rest} id={id} className={`${ui.input} ${styles.textarea}`} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {hint ? <p id={`${id}-hint`} className={ui.hint}>{hint}</p> : null}
      {error ? <p id={`${id}-error`} className={ui.error} role="alert">{error}</p> : null}
    </div>
  );
}
