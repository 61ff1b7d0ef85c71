'use client';
import Link from 'next/link';
import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { SharedDeviceQrInfo } from '@/lib/orgs/settings-ops/qr-code';
import { SETTINGS_BASE } from './api';
import { printQrCode } from './print-qr';
import styles from './settings.module.css';

const QR_PATH = `${SETTINGS_BASE}/qr-code`;

/** /admin/setting/qr-code: the code a shared device scans to open the login with the client key filled in. */
export function QrCodeView({ info }: { info: SharedDeviceQrInfo }) {
  const t = useTranslations('adminSettings');
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(info.url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{t('qrPageTitle')}</h1>
        <p className={styles.muted}>{t('qrIntro')}</p>
      </div>
      {info.isSharedLoginOn ? null : (
        <Alert tone="warning">
          {t('qrSharedLoginOff')} <Link href="/admin/setting/permissions">{t('qrSharedLoginOffLink')}</Link>
        </Alert>
      )}
      <Card>
        <div className={styles.form}>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG from our own API, not an optimisable photo */}
          <img src={QR_PATH} alt={t('qrAlt', { url: info.url })} width={240} height={240} />
          <dl className={styles.facts}>
            <dt>{t('qrLink')}</dt>
            <dd className={styles.mono}>{info.url}</dd>
            <dt>{t('qrClientKey')}</dt>
            <dd className={styles.mono}>{info.clientKey}</dd>
          </dl>
          <div className={styles.actions}>
            <Button type="button" variant="secondary" onClick={copyLink}>
              {t('qrCopy')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => printQrCode({ imageUrl: QR_PATH, title: t('qrPrintTitle'), caption: info.url })}>
              {t('qrPrint')}
            </Button>
          </div>
          <p role="status" className={styles.muted}>
            {copy === 'copied' ? t('qrCopied') : null}
          </p>
          {copy === 'failed' ? <Alert>{t('qrCopyFailed')}</Alert> : null}
        </div>
      </Card>
    </div>
  );
}
