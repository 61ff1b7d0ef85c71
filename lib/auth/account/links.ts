import type { Organization, User } from '@/db/schema';
import { DEFAULT_LOCALE, toLocale, type Locale } from '@/lib/i18n/config';
import { parseOrgSettings } from '@/lib/orgs/settings';

/**
 * Links in emails are absolute and built from NEXTAUTH_URL, never from the request: a forged
 * Host header must not be able to send someone a reset link to another site.
 */
export const appBaseUrl = () => (process.env.NEXTAUTH_URL || 'http://localhost:3000').replace(/\/+$/, '');

/** The recipient's language: their profile, else the language they asked in, else the organisation's, else English. */
export function mailLocale(user: Pick<User, 'locale'>, org: Pick<Organization, 'settings'>, asked?: string | null): Locale {
  return toLocale(user.locale) ?? toLocale(asked) ?? toLocale(parseOrgSettings(org.settings).defaultLocale) ?? DEFAULT_LOCALE;
}

const segment = (value: string) => encodeURIComponent(value);

export const resetLink = (token: string, locale: Locale) => `${appBaseUrl()}/usernewpassword/${segment(token)}/${locale}`;

/** /userinvitecreate/{token}/{name}/{lang}: the name pre-fills the form (and keeps {lang} in its place). */
export const inviteLink = (kind: 'invite' | 'free-trial', token: string, name: string, locale: Locale) =>
  `${appBaseUrl()}/${kind === 'invite' ? 'userinvitecreate' : 'startfreetrial'}/${segment(token)}/${segment(name || '-')}/${locale}`;
