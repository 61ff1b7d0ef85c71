'use client';
import dynamic from 'next/dynamic';
import { useCallback, useRef } from 'react';
import { useLogout } from '@/components/auth/use-logout';
import { useIdleTimer } from './use-idle-timer';

type Props = {
  /** settings.permissions.allowAutoLogout (off by default, spec §9). */
  enabled: boolean;
  /** settings.permissions.autoLogoutTimeout: minutes, stored as a string ("15"). */
  timeoutMinutes: number | string;
  isSharedAccount?: boolean;
};

const WARN_MS = 60_000;

// The dialog code loads only when a warning is due, not with every signed-in page.
const IdleWarning = dynamic(() => import('./idle-warning').then((m) => m.IdleWarning));

/**
 * Spec §9 idle auto-logout for the signed-in shell. Always reports activity (users.last_interaction);
 * when the organisation switched auto-logout on, warns a minute before the timeout and then signs
 * out. Any key, pointer, scroll or touch in any tab of the site counts as activity.
 */
export function IdleLogout({ enabled, timeoutMinutes, isSharedAccount = false }: Props) {
  const logout = useLogout();
  const leaving = useRef(false);
  const minutes = Number(timeoutMinutes);
  const timeoutMs = (Number.isFinite(minutes) && minutes >= 1 ? minutes : 15) * 60_000;
  const warnMs = Math.min(WARN_MS, timeoutMs / 2);

  const signOut = useCallback(() => {
    if (leaving.current) return;
    leaving.current = true;
    void logout({ isSharedAccount });
  }, [logout, isSharedAccount]);

  const { secondsLeft, stayActive } = useIdleTimer({ enabled, timeoutMs, warnMs, onExpire: signOut });
  // Nothing to render (the dialog and its countdown text) until the warning is due.
  if (secondsLeft === null) return null;
  return <IdleWarning secondsLeft={secondsLeft} onStay={stayActive} onSignOut={signOut} />;
}
