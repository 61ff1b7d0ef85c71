import type { HTMLAttributes } from 'react';
import styles from './ui.module.css';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={[styles.card, className].filter(Boolean).join(' ')} />;
}
