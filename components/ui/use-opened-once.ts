'use client';
import { useState } from 'react';

/**
 * Whether a dialog has been opened at least once: a dialog loaded on use (next/dynamic) is
 * rendered from its first opening on, not before, and stays mounted so its closing plays out.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
