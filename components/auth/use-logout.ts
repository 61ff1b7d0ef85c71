'use client';
import { useCallback } from 'react';
import { apiRequest } from '@/components/ui/api-request';

export type LogoutOptions = { isSharedAccount?: boolean };

type Listener = () => void;
const listeners = new Set<Listener>();
// The sign-out that failed, so the dialog (logout-failure.tsx) can offer it again; null when none did.
let failed: LogoutOptions | null = null;

function setFailed(next: LogoutOptions | null) {
  failed = next;
  for (const listener of listeners) listener();
}

export const logoutFailureStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => failed,
  dismiss: () => setFailed(null),
};

// next-auth's routes (app/api/auth/[...nextauth]).
const AUTH_BASE = '/api/auth';

/**
 * What next-auth's client `signOut` does, without its 9 kB client in every signed-in page: read
 * the CSRF token, POST the sign-out (next-auth clears its cookie) and go where it answers. Unlike
 * next-auth's own it throws when either call fails, so a failed sign-out is reported.
 */
async function endAuthSession(callbackUrl: string): Promise<void> {
  const csrf = await apiRequest<{ csrfToken?: string } | null>(`${AUTH_BASE}/csrf`, { cache: 'no-store' }, 'access.logoutFailed');
  if (!csrf?.csrfToken) throw new Error('no CSRF token');
  // A form body, as next-auth's own client sends it (fetch sets the form content type).
  const body = new URLSearchParams({ csrfToken: csrf.csrfToken, callbackUrl, json: 'true' });
  const answer = await apiRequest<{ url?: string } | null>(`${AUTH_BASE}/signout`, { method: 'POST', body }, 'access.logoutFailed');
  const url = answer?.url ?? callbackUrl;
  window.location.href = url;
  if (url.includes('#')) window.location.reload();
}

/**
 * Spec §4 logout: the server revokes this browser's session, next-auth clears its cookie, and the
 * login page shows the logged-out card (with the shared-account flag for shared devices). When
 * either call fails the user stays on the page and is told so, with a retry: signing out must
 * never only look done.
 */
export async function logout({ isSharedAccount = false }: LogoutOptions = {}): Promise<void> {
  setFailed(null);
  const query = new URLSearchParams({ loggedOut: '1', ...(isSharedAccount ? { shared: '1' } : {}) });
  try {
    await apiRequest('/api/v1/auth/logout', { method: 'POST' }, 'access.logoutFailed');
    await endAuthSession(`/?${query}`);
  } catch {
    setFailed({ isSharedAccount });
  }
}

export function useLogout() {
  return useCallback((options: LogoutOptions = {}) => logout(options), []);
}
