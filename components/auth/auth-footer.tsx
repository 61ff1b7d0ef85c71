'use client';
import { useTranslations } from '@/lib/i18n/client';
import styles from './login/shell.module.css';
import { PolicyDialog } from './policy-dialogs';

type Props = {
  /** OPENHOW_REGION: 'china' adds the user agreement and the filing number (spec §2). */
  region: 'global' | 'china';
  /** OPENHOW_ICP_FILING, shown in the China region only. */
  filingNumber: string | null;
};

/** Full-page footer of the signed-out pages with the legal links. */
export function AuthFooter({ region, filingNumber }: Props) {
  const t = useTranslations('policy');
  const isChina = region === 'china';
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footerLabel')}>
        <ul>
          <li>
            <PolicyDialog kind="privacy" />
          </li>
          {isChina ? (
            <li>
              <PolicyDialog kind="agreement" />
            </li>
          ) : null}
        </ul>
      </nav>
      {isChina && filingNumber ? (
        // Chinese sites link their ICP filing number to the ministry's public register.
        <a className={styles.filing} href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
          {filingNumber}
        </a>
      ) : null}
    </footer>
  );
}
