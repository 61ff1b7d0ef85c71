import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import styles from './profile.module.css';

/** A titled card; the heading names the region for screen-reader landmarks. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Card className={styles.section}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
      </Card>
    </section>
  );
}
