'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/lib/i18n/client';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useMessage } from '@/components/admin/ip-restriction/use-message';
import { SETTINGS_BASE, sendSettings } from '@/components/admin/settings/api';
import { ApiRequestError } from '@/components/ui/api-request';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import styles from './overview.module.css';

const LOGO_PATH = `${SETTINGS_BASE}/logo`;
type Status = { kind: 'saved' | 'removed' } | { kind: 'error'; messageKey: string } | null;

/** The company logo (shown on public player pages): upload PNG, JPEG or WebP up to 2 MB, or remove it. */
export function LogoField({ initialUrl }: { initialUrl: string | null }) {
  const t = useTranslations('adminOverview');
  const message = useMessage();
  const router = useRouter();
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(initialUrl);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [confirming, setConfirming] = useState(false);

  const run = async (request: () => Promise<{ logoUrl: string | null }>, done: 'saved' | 'removed') => {
    setBusy(true);
    setStatus(null);
    try {
      setUrl((await request()).logoUrl);
      setStatus({ kind: done });
      router.refresh();
    } catch (error) {
      setStatus({ kind: 'error', messageKey: error instanceof ApiRequestError ? error.messageKey : 'alert.unexpectedError' });
    } finally {
      setBusy(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const body = new FormData();
    body.append('file', file);
    void run(() => sendSettings(LOGO_PATH, 'POST', body), 'saved');
  };

  return (
    <div className={styles.org}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a signed, short-lived storage URL behind our redirect */}
      {url ? <img src={url} alt={t('logoAlt')} className={styles.logo} /> : <div className={styles.noLogo}>{t('noLogo')}</div>}
      <div className={styles.actions}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('logoChoose')}
        </label>
        <input ref={fileRef} id={inputId} type="file" accept="image/png,image/jpeg,image/webp" className="visually-hidden" onChange={onFile} disabled={busy} />
        <Button type="button" variant="secondary" busy={busy} onClick={() => fileRef.current?.click()} aria-describedby={`${inputId}-hint`}>
          {url ? t('logoReplace') : t('logoUpload')}
        </Button>
        {url ? (
          <Button type="button" variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
            {t('logoRemove')}
          </Button>
        ) : null}
        <p id={`${inputId}-hint`} className={styles.muted}>
          {t('logoHint')}
        </p>
      </div>
      {status?.kind === 'error' ? <Alert>{message(status.messageKey)}</Alert> : null}
      <p role="status" className={styles.muted}>
        {status?.kind === 'saved' ? t('logoSaved') : status?.kind === 'removed' ? t('logoRemoved') : null}
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('logoRemoveTitle')}
        confirmLabel={t('logoRemove')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          setConfirming(false);
          void run(() => sendSettings(LOGO_PATH, 'DELETE'), 'removed');
        }}
      >
        <p>{t('logoRemoveBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
