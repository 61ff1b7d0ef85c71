'use client';
import Link from 'next/link';
import { useTranslations } from '@/lib/i18n/client';
import { useLogout } from '@/components/auth/use-logout';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import styles from './access.module.css';
import type { IpCheckStatus } from './use-ip-check';

type Props = {
  status: IpCheckStatus;
  clientIP?: string | null;
  onRetry: () => void;
  isSharedAccount?: boolean;
  canManageIpRules?: boolean;
};

/**
 * The signed-in shell's banner for the IP check (spec §6: a non-allowed IP on an auth page shows
 * an alert; connection failures offer a retry). Renders nothing while the check passes or runs.
 */
export function IpAccessAlert({ status, clientIP, onRetry, isSharedAccount = false, canManageIpRules = false }: Props) {
  const t = useTranslations('access');
  const logout = useLogout();
  if (status === 'NOT_ALLOWED') {
    return (
      <div className={styles.banner}>
        <Alert tone="error">
          <p className={styles.bannerText}>
            {clientIP ? t('ipNotAllowedWithIp', { ip: clientIP }) : t('ipNotAllowed')} {canManageIpRules ? (
              <Link href="/admin/setting/ip-restriction">{t('ipNotAllowedAdminHelp')}</Link>
            ) : (
              t('ipNotAllowedHelp')
            )}
          </p>
        </Alert>
        <Button variant="secondary" onClick={() => logout({ isSharedAccount })}>
          {t('signOut')}
        </Button>
      </div>
    );
  }
  if (status === 'CONNECT_FAILED') {
    return (
      <div className={styles.banner}>
        <Alert tone="warning">
          <p className={styles.bannerText}>{t('ipCheckFailed')}</p>
        </Alert>
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return null;
}
