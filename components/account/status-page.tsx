import { getTranslations } from '@/lib/i18n/server';
import { HOME_PATH } from '@/lib/auth/account/paths';
import { getRequestSession } from '@/lib/auth/session';
import { StatusView } from './status-view';

const KEYS = { 404: 'notFound', 403: 'forbidden' } as const;

/** The 404 and 403 pages: what happened and one way back (home when signed in, else sign-in). */
export async function StatusPage({ code }: { code: 404 | 403 }) {
  const t = await getTranslations();
  const signedIn = !!(await getRequestSession());
  const key = KEYS[code];
  return (
    <StatusView
      code={code}
      appName={t('common.appName')}
      title={t(`pages.${key}.title`)}
      body={t(`pages.${key}.body`)}
      back={signedIn ? { href: HOME_PATH, label: t('pages.goHome') } : { href: '/', label: t('pages.goSignIn') }}
      troubleshooting={t('pages.troubleshooting.link')}
    />
  );
}
