import Link from 'next/link';
import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { AccountShell } from '@/components/account/account-shell';
import { FocusHeading } from '@/components/account/focus-heading';
import styles from '@/components/account/account.module.css';
import { BrowserCheck } from '@/components/account/troubleshooting/browser-check';
import { ConnectionCheck } from '@/components/account/troubleshooting/connection-check';
import { DeviceInfo } from '@/components/account/troubleshooting/device-info';
import { SessionReset } from '@/components/account/troubleshooting/session-reset';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.troubleshooting');
  return { title: t('title') };
}

const SECTIONS = ['browser', 'connection', 'session', 'device', 'contact'] as const;
const TOOLS = { browser: BrowserCheck, connection: ConnectionCheck, session: SessionReset, device: DeviceInfo, contact: null };

// /troubleshooting – self-help when the app does not load, sign-in loops or videos do not play
export default async function TroubleshootingPage() {
  const t = await getTranslations();
  return (
    <AccountShell appName={t('common.appName')} wide>
      <FocusHeading>{t('pages.troubleshooting.title')}</FocusHeading>
      <p className={styles.lead}>{t('pages.troubleshooting.intro')}</p>
      <noscript>
        <p className={styles.bad}>{t('pages.troubleshooting.noScript')}</p>
      </noscript>
      {SECTIONS.map((key) => {
        const Tool = TOOLS[key];
        return (
          <section key={key} className={styles.section} aria-labelledby={`ts-${key}`}>
            <h2 id={`ts-${key}`}>{t(`pages.troubleshooting.${key}.title`)}</h2>
            <p>{t(`pages.troubleshooting.${key}.body`)}</p>
            {Tool ? <Tool /> : null}
          </section>
        );
      })}
      <div className={styles.actions}>
        <Link href="/" className={styles.linkButton}>
          {t('pages.troubleshooting.back')}
        </Link>
      </div>
    </AccountShell>
  );
}
