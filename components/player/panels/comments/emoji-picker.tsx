'use client';

import { useTranslations } from '@/lib/i18n/client';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { emojiCodeOf } from './comment-rules';
import styles from './comments.module.css';

// A compact set of common reactions (the spec's picker is a full 346 × 308 px emoji browser).
export const PICKER_EMOJIS = ['👍', '👎', '❤️', '😂', '😮', '😢', '🙏', '👏', '🎉', '🔥', '💯', '✅', '👀', '💡', '🤔', '🙌', '😀', '😍', '🚀', '⚠️', '🛠️', '📌', '⭐', '👌'];
const COLUMNS = 6;

type Props = { onPick: (emojiChar: string, emojiCode: string) => void; disabled?: boolean };

/** An "add reaction" button with a grid of emojis; arrow keys move in the grid, Escape closes it. */
export function EmojiPicker({ onPick, disabled }: Props) {
  const t = useTranslations('commentsPanel');
  const [open, setOpen] = useState(false);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const trigger = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    buttons.current[0]?.focus();
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS };
    if (event.key === 'Escape') return close();
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = (index + move + PICKER_EMOJIS.length) % PICKER_EMOJIS.length;
    buttons.current[next]?.focus();
  };

  return (
    <div className={styles.pickerRoot} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={styles.chip}
        aria-label={t('addReaction')}
        aria-expanded={open}
        disabled={disabled}
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true">☺+</span>
      </button>
      {open ? (
        <div className={styles.picker} role="group" aria-label={t('emojiPicker')}>
          {PICKER_EMOJIS.map((emoji, i) => (
            <button
              key={emoji}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              className={styles.pickerEmoji}
              aria-label={t('reactWith', { emoji })}
              onKeyDown={(e) => onKeyDown(e, i)}
              onClick={() => {
                onPick(emoji, emojiCodeOf(emoji));
                close();
              }}
            >
              {emoji}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
