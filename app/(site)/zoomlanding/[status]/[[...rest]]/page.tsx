import Link from 'next/link';
import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { AccountShell } from '@/components/account/account-shell';
import { FocusHeading } from '@/components/account/focus-heading';
import styles from '@/components/account/account.module.css';

type Props = { params: Promise<{ status: string; rest?: string[] }> };

const KEYS: Record<string, 'success' | 'failed'> = { success: 'success', failed: 'failed', failure: 'failed', error: 'failed' };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.zoom');
  return { title: t('pageTitle'), robots: { index: false } };
}

// /zoomlanding/{status}/{lang?}/{subdomain?} – where Zoom sends people after authorising the app
export default async function ZoomLandingPage({ params }: Props) {
  const { status } = await params;
  const key = KEYS[status.toLowerCase()] ?? 'other';
  const t = await getTranslations();
  return (
    <AccountShell appName={t('common.appName')}>
      <FocusHeading>{t(`account.zoom.${key}.title`)}</FocusHeading>
      <p className={styles.lead}>{t(`account.zoom.${key}.body`)}</p>
      <div className={styles.actions}>
        <Link href="/" className={[styles.linkButton, styles.primaryLink].join(' ')}>
          {t('account.zoom.signIn')}
        </Link>
      </div>
    </AccountShell>
  );
}
