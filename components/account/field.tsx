'use client';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import ui from '@/components/ui/ui.module.css';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: ReactNode; describedBy?: string; ref?: Ref<HTMLInputElement> };

/**
 * The ui TextField's look, plus a ref (first-field focus) and extra aria-describedby targets
 * (the password checklist) that TextField does not take.
 */
export function Field({ label, error, describedBy, id, ref, ...rest }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const described = [error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={ui.field}>
      <label htmlFor={inputId} className={ui.label}>
        {label}
      </label>
      <input {...rest} ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={described} className={ui.input} />
      {error ? (
        <p id={errorId} className={ui.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
