'use client';
import { useState } from 'react';
import { logout } from '@/components/auth/use-logout';
import { Alert } from '@/components/ui/alert';
import { ApiRequestError } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import dialog from '@/components/ui/dialog.module.css';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import type { ConsentDto } from '@/lib/consents/schema';
import { answerConsent } from './consents-api';
import styles from './consents.module.css';

type Props = { pending: ConsentDto[]; isSharedAccount: boolean };

/**
 * The consent popup of the signed-in shell: the organisation's consents the user has not answered
 * (and mandatory ones refused before), one at a time. It cannot be dismissed — every consent gets
 * an answer. Refusing a mandatory consent is confirmed, recorded, and signs the user out: the
 * organisation made it the condition of use, and it is asked again at the next sign-in.
 */
export function ConsentPrompt({ pending, isSharedAccount }: Props) {
  const t = useTranslations('consents');
  const message = useMessage();
  const [queue, setQueue] = useState(pending);
  const [confirmRefusal, setConfirmRefusal] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = queue[0];
  if (!current) return null;

  const answer = async (isAgree: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await answerConsent(current.id, isAgree);
      if (!isAgree && current.mandatory) {
        await logout({ isSharedAccount });
        return;
      }
      setConfirmRefusal(false);
      setQueue((q) => q.slice(1));
    } catch (e) {
      setError(message(e instanceof ApiRequestError ? e.messageKey : null));
    } finally {
      setBusy(false);
    }
  };

  const position = pending.length - queue.length + 1;
  return (
    <ModalDialog
      // A new consent is a new dialog: focus starts again on its first control.
      key={current.id}
      open
      onOpenChange={() => undefined}
      onEscapeKeyDown={(event) => event.preventDefault()}
      title={current.name}
      busy={busy}
      className={styles.dialog}
    >
      <p className={styles.meta}>
        {pending.length > 1 && <span>{t('position', { position, total: pending.length })}</span>}
        {current.mandatory && <span className={styles.badge}>{t('mandatory')}</span>}
      </p>
      <div className={styles.content} tabIndex={0} role="region" aria-label={t('contentLabel', { name: current.name })}>
        {current.content}
      </div>
      {current.kind === 'tracking' && <p className={styles.note}>{t('trackingNote')}</p>}
      {error && <Alert>{error}</Alert>}
      {confirmRefusal ? (
        <>
          <Alert tone="warning">{t('refuseMandatoryWarning')}</Alert>
          <div className={dialog.actions}>
            <Button variant="secondary" onClick={() => setConfirmRefusal(false)} disabled={busy}>
              {t('back')}
            </Button>
            <Button variant="danger" busy={busy} onClick={() => void answer(false)}>
              {t('refuseAndSignOut')}
            </Button>
          </div>
        </>
      ) : (
        <div className={dialog.actions}>
          <Button variant="secondary" disabled={busy} onClick={() => (current.mandatory ? setConfirmRefusal(true) : void answer(false))}>
            {t('decline')}
          </Button>
          <Button busy={busy} onClick={() => void answer(true)}>
            {t('agree')}
          </Button>
        </div>
      )}
    </ModalDialog>
  );
}
