'use client';
import { signOut } from 'next-auth/react';
import { useCallback } from 'react';

/**
 * Spec §4 logout: the server revokes this browser's session, next-auth clears its cookie, and the
 * login page shows the logged-out card (with the shared-account flag for shared devices).
 */
export function useLogout() {
  return useCallback(async ({ isSharedAccount = false }: { isSharedAccount?: boolean } = {}) => {
    await fetch('/api/v1/auth/logout', { method: 'POST' }).catch(() => undefined);
    const query = new URLSearchParams({ loggedOut: '1', ...(isSharedAccount ? { shared: '1' } : {}) });
    await signOut({ callbackUrl: `/?${query}` });
  }, []);
}
