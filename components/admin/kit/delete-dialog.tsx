'use client';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import styles from '@/components/ui/dialog.module.css';
import { AdminDialog } from './admin-dialog';
import { useErrorText } from './use-error-text';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  namespace: Parameters<typeof useErrorText>[0];
  title: string;
  /** What goes with it (members, sub-categories…). */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => Promise<void>;
  /** The deleted row's buttons are gone, so focus moves here afterwards. */
  focusAfter: () => HTMLElement | null;
};

/**
 * Confirms a delete and says what depends on it. Focus starts on Cancel so a reflexive Enter
 * deletes nothing; a refusal stays in the dialog with the reason.
 */
export function DeleteDialog({ open, onOpenChange, namespace, title, children, confirmLabel, cancelLabel, onConfirm, focusAfter }: Props) {
  const errorText = useErrorText(namespace);
  const cancelId = useId();
  const deleted = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      deleted.current = true;
      onOpenChange(false);
    } catch (e) {
      setError(e);
      setBusy(false);
      requestAnimationFrame(() => document.getElementById(cancelId)?.focus());
    }
  };

  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      description={children}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        document.getElementById(cancelId)?.focus();
      }}
      onCloseAutoFocus={(event) => {
        if (!deleted.current) return;
        event.preventDefault();
        focusAfter()?.focus();
      }}
    >
      {error ? <Alert>{errorText(error)}</Alert> : null}
      <div className={styles.actions}>
        <Button id={cancelId} type="button" variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
          {cancelLabel}
        </Button>
        <Button type="button" variant="danger" busy={busy} onClick={confirm}>
          {confirmLabel}
        </Button>
      </div>
    </AdminDialog>
  );
}
