'use client';
import type { KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslations } from '@/lib/i18n/client';
import { canMove, moveBlock } from '@/lib/sop-ui/rules';
import type { SopItem } from '@/lib/sop-ui/types';
import styles from '../sop.module.css';
import { BlockFields } from './block-fields';

type Props = {
  items: SopItem[];
  index: number;
  workspaceId: string;
  onMove: (index: number, delta: -1 | 1) => void;
  onDelete: (item: SopItem) => void;
  onChange: (id: string, patch: Partial<SopItem>) => void;
};

export const blockHeadingId = (id: string) => `block-${id}`;

/** One block of the editor: its type and number, move up/down (buttons, or Alt+↑/↓ on the block), delete, then its fields. */
export function BlockCard({ items, index, workspaceId, onMove, onDelete, onChange }: Props) {
  const t = useTranslations('sopUi');
  const item = items[index]!;
  const label = t(`blockTypes.${item.type}`);
  const name = item.title.trim() || label;
  const move = (delta: -1 | 1) => {
    if (!canMove(items, index, delta)) return;
    onMove(index, delta);
    // The focus stays on the moved block: on the button that moved it, or on the other one when the
    // block has reached the end it can go (a disabled button cannot keep the focus).
    const moved = moveBlock(items, index, delta);
    const same = canMove(moved, index + delta, delta);
    const direction = (same ? delta : -delta) < 0 ? 'up' : 'down';
    requestAnimationFrame(() => document.getElementById(`${blockHeadingId(item.id)}-${direction}`)?.focus());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(event.key === 'ArrowUp' ? -1 : 1);
  };
  return (
    <li className={styles.block} data-type={item.type} onKeyDown={onKeyDown} aria-labelledby={blockHeadingId(item.id)}>
      <div className={styles.blockHeader}>
        <h2 id={blockHeadingId(item.id)} className={styles.blockTitle}>
          <span className={styles.blockType}>{label}</span>
          <span className="visually-hidden"> {t('editor.position', { number: index + 1, total: items.length })}</span>
        </h2>
        <div className={styles.blockTools}>
          <Button id={`${blockHeadingId(item.id)}-up`} type="button" variant="ghost" disabled={!canMove(items, index, -1)} aria-label={t('editor.moveUp', { name })} onClick={() => move(-1)}>
            ↑
          </Button>
          <Button id={`${blockHeadingId(item.id)}-down`} type="button" variant="ghost" disabled={!canMove(items, index, 1)} aria-label={t('editor.moveDown', { name })} onClick={() => move(1)}>
            ↓
          </Button>
          <Button type="button" variant="ghost" aria-label={t('editor.deleteBlock', { name })} onClick={() => onDelete(item)}>
            {t('editor.delete')}
          </Button>
        </div>
      </div>
      <BlockFields item={item} workspaceId={workspaceId} onChange={(patch) => onChange(item.id, patch)} />
    </li>
  );
}
