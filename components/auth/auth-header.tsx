import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/server';
import { LanguageMenu } from '@/components/i18n/language-menu';
import pkg from '@/package.json';
import { AboutDialog } from './login/about-dialog';
import styles from './login/shell.module.css';

type PackageInfo = { version: string; homepage?: string; repository?: string | { url?: string } };

/** Where the source lives: OPENHOW_SOURCE_URL, else package.json's homepage or repository. */
function sourceUrl(info: PackageInfo): string | null {
  const repo = typeof info.repository === 'string' ? info.repository : info.repository?.url;
  const url = process.env.OPENHOW_SOURCE_URL || info.homepage || repo?.replace(/^git\+/, '').replace(/\.git$/, '');
  return url && /^https?:\/\//.test(url) ? url : null;
}

/** Header of the signed-out pages: product name, language menu and the about dialog (spec §2). */
export async function AuthHeader() {
  const t = await getTranslations('authHeader');
  const tc = await getTranslations('common');
  const info = pkg as PackageInfo;
  return (
    <header className={styles.header}>
      <Link href="/" className={styles.brand} aria-label={t('home', { app: tc('appName') })}>
        <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="8" fill="var(--primary)" />
          <path d="M9 16a7 7 0 1 0 14 0 7 7 0 1 0-14 0m5-3.5v7l6-3.5z" fill="var(--primary-text)" fillRule="evenodd" />
        </svg>
        <span>{tc('appName')}</span>
      </Link>
      <nav className={styles.headerActions} aria-label={t('navLabel')}>
        <LanguageMenu />
        <AboutDialog version={info.version} sourceUrl={sourceUrl(info)} />
      </nav>
    </header>
  );
}
