'use client';
import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import styles from '@/components/ui/dialog.module.css';
import { AdminDialog } from './admin-dialog';
import { ApiRequestError } from '@/components/ui/api-request';
import { useErrorText } from './use-error-text';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  namespace: Parameters<typeof useErrorText>[0];
  title: string;
  label: string;
  submitLabel: string;
  cancelLabel: string;
  /** e.g. "12 of 90 characters" */
  counter: (length: number) => string;
  initialName?: string;
  /** The same name rule the server applies, so most mistakes show before anything is sent. */
  schema: z.ZodType<string>;
  onSubmit: (name: string) => Promise<void>;
};

/**
 * Create or rename something by name. On any refusal the dialog stays open with the typed name,
 * the reason is shown (beside the field when it is about the name) and focus returns to the field.
 */
export function NameDialog({ open, onOpenChange, namespace, title, label, submitLabel, cancelLabel, counter, initialName = '', schema, onSubmit }: Props) {
  const errorText = useErrorText(namespace);
  const inputId = useId();
  const focusInput = () => document.getElementById(inputId)?.focus();
  const [name, setName] = useState(initialName);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const unchanged = name.trim() === initialName.trim() && initialName !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || unchanged) return;
    setFormError(null);
    const parsed = schema.safeParse(name);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'errors.invalid_input');
      focusInput();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      const field = error instanceof ApiRequestError ? error.fieldMessage('name') : null;
      if (field) setFieldError(field);
      else setFormError(error);
      setBusy(false);
      // The busy button dropped the focus; the field is where the fix happens.
      requestAnimationFrame(focusInput);
    }
  };

  return (
    <AdminDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={title}>
      <form onSubmit={submit} noValidate>
        {formError ? <Alert>{errorText(formError)}</Alert> : null}
        <TextField
          id={inputId}
          label={label}
          value={name}
          maxLength={200}
          autoComplete="off"
          required
          error={fieldError ? errorText(fieldError) : undefined}
          hint={counter(name.trim().length)}
          onChange={(e) => {
            setName(e.target.value);
            setFieldError(null);
          }}
        />
        <div className={styles.actions}>
          <Button type="button" variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button type="submit" busy={busy} disabled={unchanged}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </AdminDialog>
  );
}
