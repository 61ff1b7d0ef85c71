import Link from 'next/link';
import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/server';
import { AccountShell } from '@/components/account/account-shell';
import { ExpiredResendForm } from '@/components/account/expired-resend-form';
import { FocusHeading } from '@/components/account/focus-heading';
import styles from '@/components/account/account.module.css';
import { decodeSegment } from '@/lib/auth/account/paths';

type Props = { params: Promise<{ rest?: string[] }> };

const KEYS = { reset: 'reset', invite: 'invite', 'free-trial': 'freeTrial' } as const;
type LinkType = keyof typeof KEYS;
const isLinkType = (value: string | undefined): value is LinkType => !!value && value in KEYS;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.expired.generic');
  return { title: t('title'), robots: { index: false } };
}

// /emailexpired/{type?}/{lang?}/{email?} – a reset, invite or free-trial link that expired or was used
export default async function EmailExpiredPage({ params }: Props) {
  const { rest = [] } = await params;
  const type = isLinkType(rest[0]) ? rest[0] : null;
  const key = type ? KEYS[type] : 'generic';
  const email = decodeSegment(rest[2]).slice(0, 320);
  const [t, locale] = await Promise.all([getTranslations(), getLocale()]);
  return (
    <AccountShell appName={t('common.appName')}>
      <FocusHeading>{t(`account.expired.${key}.title`)}</FocusHeading>
      <p className={styles.lead}>{t(`account.expired.${key}.body`)}</p>
      {type === 'reset' ? <ExpiredResendForm initialEmail={email} lang={locale} /> : null}
      <div className={styles.actions}>
        <Link href="/" className={styles.linkButton}>
          {t('account.expired.backToSignIn')}
        </Link>
      </div>
    </AccountShell>
  );
}
