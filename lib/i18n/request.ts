import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { getRequestSession } from '@/lib/auth/session';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_HEADER, negotiate, toLocale, type Locale } from './config';
import { loadMessages } from './messages';

/** The UI language: the path's (account pages), the profile's, the cookie, the organisation's, the browser's. */
export async function resolveLocale(): Promise<Locale> {
  const h = await headers();
  const fromPath = toLocale(h.get(LOCALE_HEADER));
  if (fromPath) return fromPath;
  const session = await getRequestSession();
  const fromProfile = toLocale(session?.user.locale);
  if (fromProfile) return fromProfile;
  const fromCookie = toLocale((await cookies()).get(LOCALE_COOKIE)?.value);
  if (fromCookie) return fromCookie;
  // A signed-in user who never chose a language gets the organisation's interface language.
  const fromOrg = session ? toLocale(session.org.settings.defaultLocale) : null;
  return fromOrg ?? negotiate(h.get('accept-language')) ?? DEFAULT_LOCALE;
}


export default getRequestConfig(async () => {
  const locale = await resolveLocale();
  return { locale, messages: await loadMessages(locale), timeZone: process.env.OPENHOW_TIME_ZONE || 'UTC' };
});
