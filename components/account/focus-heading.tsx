import type { ReactNode } from 'react';
import styles from './account.module.css';
import { FocusedH1 } from './focused-h1';

/**
 * The page's h1, focused on arrival so screen readers start at the message. A server component:
 * the 404 page uses it and Next renders that tree into every page, so its client part stays free
 * of the account styles' class map.
 */
export function FocusHeading({ children }: { children: ReactNode }) {
  return <FocusedH1 className={styles.title}>{children}</FocusedH1>;
}
