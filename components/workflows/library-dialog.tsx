'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import type { FormEvent, ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import dialog from '@/components/ui/dialog.module.css';

type Props = {
  title: ReactNode;
  description?: ReactNode;
  submitLabel: ReactNode;
  canSubmit?: boolean;
  busy?: boolean;
  error?: ReactNode;
  onSubmit?: () => void;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A card tool's modal form. Opened from a menu item, so the menu's trigger gets the focus back
 * (Radix restores it to the last focused element). While saving it cannot be closed; without
 * `onSubmit` it is a plain dialog with a Close button.
 */
export function LibraryDialog({ title, description, submitLabel, canSubmit = true, busy, error, onSubmit, onClose, children }: Props) {
  const t = useTranslations('common');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && canSubmit) onSubmit?.();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => (!open && !busy ? onClose() : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content} {...(description ? {} : { 'aria-describedby': undefined })}>
          <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
          {description ? <Dialog.Description className={dialog.body}>{description}</Dialog.Description> : null}
          <form onSubmit={submit} noValidate>
            {children}
            {error ? <Alert>{error}</Alert> : null}
            <div className={dialog.actions}>
              <Dialog.Close asChild>
                <Button type="button" variant="secondary" disabled={busy}>
                  {onSubmit ? t('cancel') : t('close')}
                </Button>
              </Dialog.Close>
              {onSubmit ? (
                <Button type="submit" busy={busy} disabled={!canSubmit}>
                  {submitLabel}
                </Button>
              ) : null}
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
