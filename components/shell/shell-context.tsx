'use client';
import { usePathname } from 'next/navigation';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useIpCheck, type IpCheckStatus } from '@/components/access/use-ip-check';

type ShellState = {
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
  ip: { status: IpCheckStatus; clientIP: string | null; retry: () => void };
};

const ShellContext = createContext<ShellState | null>(null);

export function useShell(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell outside ShellProvider');
  return state;
}

/**
 * State shared by the header and the side menu: whether the narrow-screen menu is open, and the
 * IP check. Without an allow-list the check could only pass, so it is not sent; a blocked reply
 * from any API still flips it to NOT_ALLOWED.
 */
export function ShellProvider({ ipCheckRequired, children }: { ipCheckRequired: boolean; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const check = useIpCheck(ipCheckRequired);
  const pathname = usePathname();
  const [seenPath, setSeenPath] = useState(pathname);
  // A navigation closes the narrow-screen menu (adjusting state during render, not in an effect).
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setMenuOpen(false);
  }
  const status: IpCheckStatus = ipCheckRequired || check.status === 'NOT_ALLOWED' ? check.status : 'PASSED';
  const value = useMemo(
    () => ({ menuOpen, setMenuOpen, ip: { status, clientIP: check.clientIP, retry: check.retry } }),
    [menuOpen, status, check.clientIP, check.retry],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}
