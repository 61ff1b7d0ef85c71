import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/server';
import { getLinkStatus } from '@/lib/auth/account';
import { decodeSegment, expiredPath, HOME_PATH } from '@/lib/auth/account/paths';
import { getRequestSession } from '@/lib/auth/session';
import { AccountShell } from './account-shell';
import { InviteForm } from './invite-form';

type Props = { variant: 'invite' | 'free-trial'; token: string; rest?: string[] };

/**
 * /userinvitecreate/{token}/{name?}/{lang?} and /startfreetrial/…: signed-in visitors go home, dead
 * links to the email-expired page, the rest get the form (the {lang} segment already set the language).
 */
export async function InvitePage({ variant, token, rest = [] }: Props) {
  if (await getRequestSession()) redirect(HOME_PATH);
  const locale = await getLocale();
  const link = await getLinkStatus({ token, type: variant });
  if (link.status !== 'valid' || !link.email) redirect(expiredPath(variant, locale, link.email));
  const pathName = decodeSegment(rest[0]);
  const t = await getTranslations('common');
  return (
    <AccountShell appName={t('appName')}>
      <InviteForm
        variant={variant}
        token={token}
        email={link.email}
        lang={locale}
        initialName={pathName && pathName !== '-' ? pathName : (link.name ?? '')}
        orgName={link.orgName ?? ''}
      />
    </AccountShell>
  );
}
