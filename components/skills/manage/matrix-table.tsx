'use client';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import type { SkillsMatrix } from '@/lib/skills/schema';
import styles from '../skills.module.css';

const ROW_HEIGHT = 44;

/**
 * The users × skills grid: a real table (row and column headers for screen readers), each cell
 * coloured by state and saying it in words. Only the rows in view are rendered, with spacer rows
 * keeping the scroll height, so a large organisation stays fast.
 */
export function MatrixTable({ matrix }: { matrix: SkillsMatrix }) {
  const t = useTranslations('skillsUi');
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is not memoised; it re-renders on scroll by design
  const virtual = useVirtualizer({ count: matrix.rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 10 });
  const items = virtual.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtual.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const span = matrix.skills.length + 1;
  return (
    <div ref={scroller} className={styles.scroller} tabIndex={0} role="region" aria-label={t('matrix.caption')}>
      <table className={styles.table} aria-rowcount={matrix.rows.length + 1}>
        <caption className="visually-hidden">{t('matrix.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('matrix.user')}</th>
            {matrix.skills.map((s) => (
              <th key={s.id} scope="col">
                {s.playlistTitle}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {top > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={span} style={{ height: top, padding: 0, border: 0 }} />
            </tr>
          ) : null}
          {items.map((v) => {
            const row = matrix.rows[v.index];
            return (
              <tr key={row.user.uid} aria-rowindex={v.index + 2} style={{ height: ROW_HEIGHT }}>
                <th scope="row">{row.user.displayName}</th>
                {matrix.skills.map((s) => {
                  const cell = row.cells[s.id];
                  return (
                    <td key={s.id}>
                      {cell ? (
                        <span className={styles.cell} data-state={cell.state}>
                          {t(`states.${cell.state}`)}
                          {cell.state === 'in_progress' ? ` · ${cell.percent}%` : null}
                        </span>
                      ) : (
                        <span className={styles.muted}>{t('matrix.notAssigned')}</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          {bottom > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={span} style={{ height: bottom, padding: 0, border: 0 }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
