import type { Organization, User } from '@/db/schema';
import { appBaseUrl } from '@/lib/http/base-url';
import { DEFAULT_LOCALE, toLocale, type Locale } from '@/lib/i18n/config';
import { parseOrgSettings } from '@/lib/orgs/settings';

/** The recipient's language: their profile, else the language they asked in, else the organisation's, else English. */
export function mailLocale(user: Pick<User, 'locale'>, org: Pick<Organization, 'settings'>, asked?: string | null): Locale {
  return toLocale(user.locale) ?? toLocale(asked) ?? toLocale(parseOrgSettings(org.settings).defaultLocale) ?? DEFAULT_LOCALE;
}

const segment = (value: string) => encodeURIComponent(value);

export const resetLink = (token: string, locale: Locale) => `${appBaseUrl()}/usernewpassword/${segment(token)}/${locale}`;

/** /userinvitecreate/{token}/{name}/{lang}: the name pre-fills the form (and keeps {lang} in its place). */
export const inviteLink = (kind: 'invite' | 'free-trial', token: string, name: string, locale: Locale) =>
  `${appBaseUrl()}/${kind === 'invite' ? 'userinvitecreate' : 'startfreetrial'}/${segment(token)}/${segment(name || '-')}/${locale}`;
