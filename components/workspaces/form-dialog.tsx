'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { currentOpener, focusOpener, type Opener } from './use-return-focus';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import dialog from '@/components/ui/dialog.module.css';
import styles from './workspaces.module.css';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  submitLabel: ReactNode;
  busy?: boolean;
  /** A problem with the whole form (network, conflict); field problems sit under their fields. */
  formError?: ReactNode;
  onSubmit: () => void;
  children: ReactNode;
  wide?: boolean;
};

/**
 * A modal form: focus starts in the first field, Escape or Cancel closes it, and focus goes
 * back to whatever opened it. While saving it cannot be closed, so no change is lost halfway.
 */
export function FormDialog({ open, onOpenChange, title, description, submitLabel, busy, formError, onSubmit, children, wide }: Props) {
  const t = useTranslations('common');
  const opener = useRef<Opener | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={[dialog.content, wide ? styles.wideDialog : ''].join(' ')}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = currentOpener();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            focusOpener(opener.current);
          }}
        >
          <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
          {description ? <Dialog.Description className={styles.muted}>{description}</Dialog.Description> : null}
          <form onSubmit={submit} noValidate className={styles.form}>
            {children}
            {formError ? <Alert>{formError}</Alert> : null}
            <div className={dialog.actions}>
              <Dialog.Close asChild>
                <Button type="button" variant="secondary" disabled={busy}>
                  {t('cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" busy={busy}>
                {submitLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
