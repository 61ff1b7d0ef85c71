import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/server';
import { AccountShell } from '@/components/account/account-shell';
import { NewPasswordForm } from '@/components/account/new-password-form';
import { getLinkStatus } from '@/lib/auth/account';
import { expiredPath, HOME_PATH } from '@/lib/auth/account/paths';
import { getRequestSession } from '@/lib/auth/session';

type Props = { params: Promise<{ token: string; lang?: string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account.newPassword');
  return { title: t('title'), robots: { index: false } };
}

// /usernewpassword/{token}/{lang?} – choose a new password from a reset email
export default async function NewPasswordPage({ params }: Props) {
  const { token } = await params;
  if (await getRequestSession()) redirect(HOME_PATH);
  const locale = await getLocale();
  const link = await getLinkStatus({ token, type: 'reset' });
  if (link.status !== 'valid' || !link.email) redirect(expiredPath('reset', locale, link.email));
  const t = await getTranslations('common');
  return (
    <AccountShell appName={t('appName')}>
      <NewPasswordForm token={token} email={link.email} lang={locale} />
    </AccountShell>
  );
}
