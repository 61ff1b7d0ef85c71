'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from '@/lib/i18n/client';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { UNKNOWN_CLIENT_IP } from '@/lib/net/unknown-address';
import type { Lockout } from './use-restriction-form';
import styles from './ip-restriction.module.css';

type Props = { lockout: Lockout; onCancel: () => void; onConfirm: () => void; returnFocusTo: string };

/**
 * Shown when the server refused a list that blocks the admin's own address. The safe choice,
 * Cancel, has the focus, so pressing Enter by reflex does not lock anyone out.
 */
export function SelfLockoutDialog({ lockout, onCancel, onConfirm, returnFocusTo }: Props) {
  const t = useTranslations('adminIp');
  const cancelId = useId();
  const ip = lockout?.clientIP === UNKNOWN_CLIENT_IP ? t('unknownAddress') : (lockout?.clientIP ?? '');
  return (
    <Dialog.Root open={lockout !== null} onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById(cancelId)?.focus();
          }}
          // Opened by a server reply, not a trigger: focus goes back to the form's Save button.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById(returnFocusTo)?.focus();
          }}
        >
          <Dialog.Title>{t('dialogTitle')}</Dialog.Title>
          <Dialog.Description>{lockout?.emptyList ? t('dialogBodyEmpty', { ip }) : t('dialogBody', { ip })}</Dialog.Description>
          <p>{t('dialogAdminPages')}</p>
          <div className={styles.actions}>
            <Button id={cancelId} variant="secondary" onClick={onCancel}>
              {t('cancel')}
            </Button>
            <Button variant="danger" className={styles.confirm} onClick={onConfirm}>
              {t('saveAnyway')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
