'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useLogout } from '@/components/auth/use-logout';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import styles from './access.module.css';

type Props = { clientIP: string; signedIn: boolean; isSharedAccount: boolean };

/** The page a blocked address sees instead of the one it asked for (spec §6 IP allow-list). */
export function IpNotAllowedView({ clientIP, signedIn, isSharedAccount }: Props) {
  const t = useTranslations('access');
  const logout = useLogout();
  return (
    <main className={styles.page}>
      <Card className={styles.panel}>
        <h1>{t('notAllowedTitle')}</h1>
        <p>{t('notAllowedBody')}</p>
        <p>
          {t('yourIp')} <span className={styles.ip}>{clientIP}</span>
        </p>
        <p>{t('ipNotAllowedHelp')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('retry')}
          </Button>
          {signedIn ? <Button onClick={() => logout({ isSharedAccount })}>{t('signOut')}</Button> : null}
        </div>
      </Card>
    </main>
  );
}
