'use client';
import type { ReactNode } from 'react';
import { useFocusOnMount } from './use-focus-on-mount';
import styles from './account.module.css';

/** The page's h1, focused on arrival so screen readers start at the message. */
export function FocusHeading({ children }: { children: ReactNode }) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  return (
    <h1 ref={ref} tabIndex={-1} className={styles.title}>
      {children}
    </h1>
  );
}
