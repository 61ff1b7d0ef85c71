'use client';
import type { ReactNode } from 'react';
import { useFocusOnMount } from './use-focus-on-mount';

/** An h1 that takes the focus when it mounts (components/account/focus-heading.tsx). */
export function FocusedH1({ className, children }: { className: string; children: ReactNode }) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  return (
    <h1 ref={ref} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
