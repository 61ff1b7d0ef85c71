'use client';
import { signOut } from 'next-auth/react';
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
    await signOut({ callbackUrl: `/?${query}` });
  } catch {
    setFailed({ isSharedAccount });
  }
}

export function useLogout() {
  return useCallback((options: LogoutOptions = {}) => logout(options), []);
}
