'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from '@/lib/i18n/client';
import { Button } from '@/components/ui/button';
import styles from './access.module.css';

/** The idle warning with its countdown (idle-logout.tsx loads it when the warning is due). */
export function IdleWarning({ secondsLeft, onStay, onSignOut }: { secondsLeft: number; onStay: () => void; onSignOut: () => void }) {
  const t = useTranslations('idle');
  return (
    <Dialog.Root open onOpenChange={(next) => !next && onStay()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <Dialog.Title>{t('title')}</Dialog.Title>
          <Dialog.Description>
            {t.rich('countdown', {
              seconds: secondsLeft,
              strong: (chunks) => <span className={styles.countdown}>{chunks}</span>,
            })}
          </Dialog.Description>
          <div className={styles.actions}>
            <Button onClick={onStay} autoFocus>
              {t('stay')}
            </Button>
            <Button variant="secondary" onClick={onSignOut}>
              {t('signOutNow')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
