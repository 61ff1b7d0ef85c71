'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import dialog from '@/components/ui/dialog.module.css';
import styles from './users.module.css';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Omit for a dialog that only shows a result. */
  submitLabel?: ReactNode;
  onSubmit?: () => void;
  busy?: boolean;
  wide?: boolean;
  /** Replaces the default Cancel/submit row. */
  footer?: ReactNode;
};

/** The users page's dialogs: Radix keeps focus inside and returns it to the opener; Escape closes. */
export function FormDialog({ open, onOpenChange, title, description, children, submitLabel, onSubmit, busy, wide, footer }: Props) {
  const t = useTranslations('common');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit?.();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={[dialog.content, wide ? styles.wideDialog : ''].join(' ')}>
          <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
          {description ? <Dialog.Description className={styles.dialogIntro}>{description}</Dialog.Description> : <Dialog.Description className="visually-hidden">{title}</Dialog.Description>}
          <form onSubmit={submit} noValidate>
            {children}
            {footer ?? (
              <div className={dialog.actions}>
                <Dialog.Close asChild>
                  <Button type="button" variant="secondary" disabled={busy}>
                    {submitLabel ? t('cancel') : t('close')}
                  </Button>
                </Dialog.Close>
                {submitLabel ? (
                  <Button type="submit" busy={busy}>
                    {submitLabel}
                  </Button>
                ) : null}
              </div>
            )}
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
