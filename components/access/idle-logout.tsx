'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from '@/lib/i18n/client';
import { useCallback, useRef } from 'react';
import { useLogout } from '@/components/auth/use-logout';
import { Button } from '@/components/ui/button';
import styles from './access.module.css';
import { useIdleTimer } from './use-idle-timer';

type Props = {
  /** settings.permissions.allowAutoLogout (off by default, spec §9). */
  enabled: boolean;
  /** settings.permissions.autoLogoutTimeout: minutes, stored as a string ("15"). */
  timeoutMinutes: number | string;
  isSharedAccount?: boolean;
};

const WARN_MS = 60_000;

/**
 * Spec §9 idle auto-logout for the signed-in shell. Always reports activity (users.last_interaction);
 * when the organisation switched auto-logout on, warns a minute before the timeout and then signs
 * out. Any key, pointer, scroll or touch in any tab of the site counts as activity.
 */
export function IdleLogout({ enabled, timeoutMinutes, isSharedAccount = false }: Props) {
  const logout = useLogout();
  const leaving = useRef(false);
  const minutes = Number(timeoutMinutes);
  const timeoutMs = (Number.isFinite(minutes) && minutes >= 1 ? minutes : 15) * 60_000;
  const warnMs = Math.min(WARN_MS, timeoutMs / 2);

  const signOut = useCallback(() => {
    if (leaving.current) return;
    leaving.current = true;
    void logout({ isSharedAccount });
  }, [logout, isSharedAccount]);

  const { secondsLeft, stayActive } = useIdleTimer({ enabled, timeoutMs, warnMs, onExpire: signOut });
  // Nothing to render (the dialog and its countdown text) until the warning is due.
  if (secondsLeft === null) return null;
  return <IdleWarning secondsLeft={secondsLeft} onStay={stayActive} onSignOut={signOut} />;
}

function IdleWarning({ secondsLeft, onStay, onSignOut }: { secondsLeft: number; onStay: () => void; onSignOut: () => void }) {
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
