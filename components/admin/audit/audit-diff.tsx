'use client';
import { useTranslations } from '@/lib/i18n/client';
import { diffAudit, showValue } from './diff';
import styles from './audit.module.css';

/** The before/after of one entry, folded away until asked for (a native disclosure, keyboard-ready). */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const t = useTranslations('auditLog');
  const lines = diffAudit(before, after);
  if (lines.length === 0) return <span className={styles.muted}>{t('noDetails')}</span>;
  return (
    <details className={styles.details}>
      <summary>{t('showChanges', { count: lines.length })}</summary>
      <table className={styles.diff}>
        <caption className="visually-hidden">{t('changesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('setting')}</th>
            <th scope="col">{t('before')}</th>
            <th scope="col">{t('after')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.path}>
              <th scope="row" className={styles.path}>
                {line.path}
              </th>
              <td className={styles.was}>{showValue(line.before)}</td>
              <td className={styles.now}>{showValue(line.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
