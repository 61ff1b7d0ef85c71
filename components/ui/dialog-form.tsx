'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from '@/lib/i18n/client';
import type { FormEvent, ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import styles from './dialog.module.css';
import { ModalDialog, type ModalDialogProps } from './modal-dialog';

type DialogFormProps = {
  children: ReactNode;
  /** Without it the form only shows something: one Close button. */
  onSubmit?: () => void;
  submitLabel?: ReactNode;
  canSubmit?: boolean;
  busy?: boolean;
  error?: ReactNode;
  /** Replaces the default Cancel/submit row. */
  footer?: ReactNode;
  className?: string;
};

/** The form inside a ModalDialog: fields, an error, then Cancel (or Close) and the submit button. */
export function DialogForm({ children, onSubmit, submitLabel, canSubmit = true, busy, error, footer, className }: DialogFormProps) {
  const t = useTranslations('common');
  const hasSubmit = !!onSubmit && submitLabel !== undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && canSubmit) onSubmit?.();
  };
  return (
    <form onSubmit={submit} noValidate className={className}>
      {children}
      {error ? <Alert>{error}</Alert> : null}
      {footer ?? (
        <div className={styles.actions}>
          <Dialog.Close asChild>
            <Button type="button" variant="secondary" disabled={busy}>
              {hasSubmit ? t('cancel') : t('close')}
            </Button>
          </Dialog.Close>
          {hasSubmit ? (
            <Button type="submit" busy={busy} disabled={!canSubmit}>
              {submitLabel}
            </Button>
          ) : null}
        </div>
      )}
    </form>
  );
}

export type FormModalProps = ModalDialogProps & Omit<DialogFormProps, 'busy' | 'className'> & { formClassName?: string };

/** A ModalDialog holding one DialogForm: the modal form of every screen. */
export function FormModal({ children, onSubmit, submitLabel, canSubmit, error, footer, formClassName, ...dialog }: FormModalProps) {
  return (
    <ModalDialog {...dialog}>
      <DialogForm onSubmit={onSubmit} submitLabel={submitLabel} canSubmit={canSubmit} busy={dialog.busy} error={error} footer={footer} className={formClassName}>
        {children}
      </DialogForm>
    </ModalDialog>
  );
}
