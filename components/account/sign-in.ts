'use client';
import { signIn } from 'next-auth/react';
import { HOME_PATH } from '@/lib/auth/account/paths';

/**
 * Signs in with the password just chosen and opens the home overview; if that fails (an SSO-only
 * organisation, say) the sign-in page takes over.
 */
export async function signInAndGoHome(email: string, password: string) {
  const result = await signIn('credentials', { redirect: false, login: email, password }).catch(() => undefined);
  window.location.assign(result?.ok ? HOME_PATH : '/');
}
