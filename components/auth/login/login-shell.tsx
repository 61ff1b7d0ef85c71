import type { ReactNode } from 'react';
import { AuthFooter } from '../auth-footer';
import { AuthHeader } from '../auth-header';
import styles from './shell.module.css';

type Props = { compact: boolean; region: 'global' | 'china'; filingNumber: string | null; children: ReactNode };

/**
 * Page chrome of the login page. The iframe variant (compact) is embedded by another page that
 * already has its own header and legal links, so it renders the form alone, without header/footer.
 */
export function LoginShell({ compact, region, filingNumber, children }: Props) {
  if (compact) return <main className={styles.compact}>{children}</main>;
  return (
    <div className={styles.page}>
      <AuthHeader />
      <main className={styles.main}>{children}</main>
      <AuthFooter region={region} filingNumber={filingNumber} />
    </div>
  );
}
