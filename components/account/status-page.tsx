import { getTranslations } from '@/lib/i18n/server';
import { HOME_PATH } from '@/lib/auth/account/paths';
import { getRequestSession } from '@/lib/auth/session';
import { AccountCard } from './account-card';
import { FocusHeading } from './focus-heading';
import styles from './account.module.css';

const KEYS = { 404: 'notFound', 403: 'forbidden' } as const;

/** The 404 and 403 pages: what happened and one way back (home when signed in, else sign-in). */
export async function StatusPage({ code }: { code: 404 | 403 }) {
  const t = await getTranslations();
  const signedIn = !!(await getRequestSession());
  const key = KEYS[code];
  return (
    <AccountCard appName={t('common.appName')}>
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <FocusHeading>{t(`pages.${key}.title`)}</FocusHeading>
      <p className={styles.lead}>{t(`pages.${key}.body`)}</p>
      <div className={styles.actions}>
        <a href={signedIn ? HOME_PATH : '/'} className={[styles.linkButton, styles.primaryLink].join(' ')}>
          {signedIn ? t('pages.goHome') : t('pages.goSignIn')}
        </a>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the 404 tree is in every page: no next/link (account-card.tsx) */}
        <a href="/troubleshooting" className={styles.linkButton}>
          {t('pages.troubleshooting.link')}
        </a>
      </div>
    </AccountCard>
  );
}
