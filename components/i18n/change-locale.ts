import { apiRequest } from '@/components/ui/api-request';
import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/config';

/** Spec §9: the choice is stored (cookie, and the profile when signed in) and the page reloads. */
export async function changeLocale(locale: Locale, { signedIn }: { signedIn: boolean }) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  if (signedIn) {
    await apiRequest('/api/v1/profile/me', { method: 'PATCH', body: { locale } }).catch(() => undefined);
  }
  window.location.reload();
}
