'use client';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslations } from '@/lib/i18n/client';
import type { SkillContentEntry } from '@/lib/skills/schema';
import styles from '../skills.module.css';

type Props = {
  items: SkillContentEntry[];
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

/**
 * The skill's ordered content: drag an entry onto another to move it, or with the keyboard use its
 * Up/Down buttons (or Alt+Arrow keys on the entry). Every move is announced.
 */
export function ContentList({ items, disabled, onMove, onRemove }: Props) {
  const t = useTranslations('skillsUi');
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || disabled) return;
    onMove(from, to);
    setAnnouncement(t('content.moved', { title: items[from].title, position: to + 1, total: items.length }));
  };
  const onKey = (index: number) => (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
  };
  if (items.length === 0) return <p className={styles.empty}>{t('content.empty')}</p>;
  return (
    <>
      <ol className={styles.items} aria-label={t('content.listLabel')} aria-describedby="skill-content-hint">
        {items.map((item, index) => (
          <li
            key={`${item.type}:${item.id}`}
            className={styles.item}
            draggable={!disabled}
            data-dragging={dragging === index}
            onDragStart={(e) => {
              setDragging(index);
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging !== null) move(dragging, index);
              setDragging(null);
            }}
            onDragEnd={() => setDragging(null)}
            onKeyDown={onKey(index)}
          >
            <span className={styles.grip} aria-hidden="true">
              ⠿
            </span>
            <span className={styles.itemTitle}>
              {index + 1}. {item.title}
            </span>
            <span className={styles.muted}>{item.type === 'mm-sop' ? t('content.typeSop') : t('content.typeWorkflow')}</span>
            {!item.published ? <span className={styles.muted}>{t('content.unpublishedItem')}</span> : null}
            <span className={styles.muted}>{t('content.steps', { count: item.numSteps })}</span>
            <div className={styles.row}>
              <Button type="button" variant="ghost" disabled={disabled || index === 0} onClick={() => move(index, index - 1)} aria-label={t('content.moveUp', { title: item.title })}>
                ↑
              </Button>
              <Button type="button" variant="ghost" disabled={disabled || index === items.length - 1} onClick={() => move(index, index + 1)} aria-label={t('content.moveDown', { title: item.title })}>
                ↓
              </Button>
              <Button type="button" variant="secondary" disabled={disabled} onClick={() => onRemove(index)} aria-label={t('content.remove', { title: item.title })}>
                {t('content.removeShort')}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <p id="skill-content-hint" className={styles.muted}>
        {t('content.reorderHint')}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
