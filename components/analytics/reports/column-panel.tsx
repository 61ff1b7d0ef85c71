'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { columnOf, defaultGridState, type GridState, type ReportId } from '@/lib/analytics/reports/schema';
import { useTranslations } from '@/lib/i18n/client';
import styles from './reports.module.css';

type Props = { report: ReportId; layout: GridState; onLayout: (next: GridState) => void; names: Record<string, string> };

/**
 * The column menu: show or hide, reorder (move up/down), the grouping, and back to the default
 * layout. A disclosure: Escape closes it and returns focus to its button.
 */
export function ColumnPanel({ report, layout, onLayout, names }: Props) {
  const t = useTranslations('analyticsReports');
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('input, select, button')?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const move = (index: number, by: -1 | 1) => {
    const columns = [...layout.columns];
    const [item] = columns.splice(index, 1);
    columns.splice(index + by, 0, item);
    onLayout({ ...layout, columns });
  };
  const groupable = layout.columns.filter((c) => columnOf(report, c.id)?.groupable);
  return (
    <div className={styles.columnMenu}>
      <button ref={toggle} type="button" className={styles.menuButton} aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => (open ? close() : setOpen(true))}>
        {t('columnMenu.button')}
      </button>
      {open ? (
        <div
          ref={panel}
          id={`${id}-panel`}
          role="group"
          aria-label={t('columnMenu.title')}
          className={styles.panel}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              close();
            }
          }}
        >
          <ul className={styles.columnList}>
            {layout.columns.map((c, i) => {
              const name = names[c.id] ?? c.id;
              return (
                <li key={c.id}>
                  <label>
                    <input type="checkbox" checked={c.visible} onChange={(e) => onLayout({ ...layout, columns: layout.columns.map((x) => (x.id === c.id ? { ...x, visible: e.target.checked } : x)) })} />{' '}
                    {name}
                  </label>
                  <span className={styles.moveButtons}>
                    <button type="button" aria-label={t('columnMenu.up', { name })} disabled={i === 0} onClick={() => move(i, -1)}>
                      ↑
                    </button>
                    <button type="button" aria-label={t('columnMenu.down', { name })} disabled={i === layout.columns.length - 1} onClick={() => move(i, 1)}>
                      ↓
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
          <label htmlFor={`${id}-group`}>{t('group.label')}</label>
          <select id={`${id}-group`} value={layout.groupBy ?? ''} onChange={(e) => onLayout({ ...layout, groupBy: e.target.value || null, sort: [] })}>
            <option value="">{t('group.none')}</option>
            {groupable.map((c) => (
              <option key={c.id} value={c.id}>
                {names[c.id] ?? c.id}
              </option>
            ))}
          </select>
          <div className={styles.panelActions}>
            <Button variant="secondary" onClick={() => onLayout({ ...defaultGridState(report), workspaceId: layout.workspaceId })}>
              {t('columnMenu.reset')}
            </Button>
            <Button variant="ghost" onClick={close}>
              {t('columnMenu.close')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
