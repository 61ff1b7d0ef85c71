'use client';
import { GRID_PAGE_SIZES } from '@/lib/analytics/reports/schema';
import { useTranslations } from '@/lib/i18n/client';
import styles from './reports.module.css';

type Props = { page: number; size: number; total: number; onPage: (page: number) => void; onSize: (size: number) => void };

/** Report paging (spec 02 §9: 20, 50 or 100 rows a page, 20 by default). */
export function Pager({ page, size, total, onPage, onSize }: Props) {
  const t = useTranslations('table');
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <nav className={styles.pager} aria-label={t('pagination')}>
      <label>
        {t('pageSize')}{' '}
        <select value={size} onChange={(e) => onSize(Number(e.target.value))}>
          {GRID_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <span aria-live="polite">{t('pageOf', { page, pages, total })}</span>
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t('previous')}
      </button>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t('next')}
      </button>
    </nav>
  );
}
