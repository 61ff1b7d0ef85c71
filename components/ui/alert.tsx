import type { ReactNode } from 'react';
import styles from './ui.module.css';

export function Alert({ tone = 'error', children }: { tone?: 'error' | 'info' | 'success' | 'warning'; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={[styles.alert, styles[`alert-${tone}`]].join(' ')}>
      {children}
    </div>
  );
}
