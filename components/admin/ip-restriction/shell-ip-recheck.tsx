'use client';
import { useEffect } from 'react';
import { useShell } from '@/components/shell/shell-context';

/**
 * Runs the shell's IP check again after each save, so the banner and side menu follow the new
 * list at once (an admin who just allowed their own address gets the menu back).
 */
export function ShellIpRecheck({ saves }: { saves: number }) {
  const { retry } = useShell().ip;
  useEffect(() => {
    if (saves > 0) retry();
  }, [saves, retry]);
  return null;
}
