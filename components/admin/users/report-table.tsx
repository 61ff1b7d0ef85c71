'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import type { ImportReport } from '@/lib/users/admin/schema';
import { useMessage } from './fields';
import styles from './users.module.css';

// Thousands of rows would make the dialog crawl; problems are what people need to read.
const MAX_SHOWN = 500;

/** Per-row results of an import or a list of invitations, problems first. */
export function ReportTable({ report, rowLabel }: { report: ImportReport; rowLabel: 'row' | 'line' }) {
  const t = useTranslations('adminUsers.report');
  const message = useMessage();
  const hasProblems = report.summary.error + report.summary.skipped > 0;
  const [problemsOnly, setProblemsOnly] = useState(hasProblems);
  const rows = report.items.filter((r) => !problemsOnly || r.status === 'error' || r.status === 'skipped');
  return (
    <>
      <p className={styles.summary} role="status">
        {(['created', 'invited', 'skipped', 'error'] as const).map((s) => (
          <span key={s}>{t(`summary.${s}`, { count: report.summary[s] })}</span>
        ))}
      </p>
      {hasProblems ? (
        <label className={styles.muted}>
          <input type="checkbox" checked={problemsOnly} onChange={(e) => setProblemsOnly(e.target.checked)} /> {t('problemsOnly')}
        </label>
      ) : null}
      <div className={styles.reportScroll}>
        <table className={styles.report}>
          <caption className="visually-hidden">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t(rowLabel)}</th>
              <th scope="col">{t('account')}</th>
              <th scope="col">{t('status')}</th>
              <th scope="col">{t('message')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, MAX_SHOWN).map((r) => (
              <tr key={r.row}>
                <td>{r.row}</td>
                <td>{r.email ?? r.employeeId ?? '—'}</td>
                <td>{t(`statuses.${r.status}`)}</td>
                <td>{message(r.messageKey)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > MAX_SHOWN ? <p className={styles.muted}>{t('truncated', { shown: MAX_SHOWN, total: rows.length })}</p> : null}
    </>
  );
}
