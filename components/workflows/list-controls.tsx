'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { PAGE_SIZES } from '@/lib/workflows/constants';
import styles from './library.module.css';

/** A labelled select of the list toolbar. */
export function SelectControl<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: { value: T; label: string }[]; onChange: (value: T) => void }) {
  const id = useId();
  return (
    <div className={styles.control}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function PageSizeControl({ size, onChange }: { size: number; onChange: (size: number) => void }) {
  const t = useTranslations('library');
  return (
    <SelectControl
      label={t('pageSize')}
      value={String(size)}
      options={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
      onChange={(v) => onChange(Number(v))}
    />
  );
}

export function Toolbar({ children }: { children: ReactNode }) {
  return <div className={styles.toolbar}>{children}</div>;
}

/** Previous / next with "page x of y" and the total, for every paged list. */
/** `capped`: more match than the list holds; `total` is what it holds, shown as "N+". */
export function Pager({ page, size, total, capped = false, onPage }: { page: number; size: number; total: number; capped?: boolean; onPage: (page: number) => void }) {
  const t = useTranslations('library');
  const pages = Math.max(1, Math.ceil(total / size));
  if (total <= size && page === 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pagination')}>
      <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <span aria-live="polite">{t(capped ? 'pageOfCapped' : 'pageOf', { page, pages, total })}</span>
      <Button type="button" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}
