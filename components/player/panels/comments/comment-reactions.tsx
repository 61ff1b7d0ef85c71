'use client';

import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import type { CommentDto } from '@/lib/comments/schema';
import { reactionChips } from './comment-rules';
import { EmojiPicker } from './emoji-picker';
import type { CommentActions } from './use-comments';
import styles from './comments.module.css';

/** Emoji reactions on a comment: a chip per emoji (pressed when it is one's own; pressing toggles it) and the picker. */
export function CommentReactions({ comment, actions }: { comment: CommentDto; actions: CommentActions }) {
  const t = useTranslations('commentsPanel');
  const [busy, setBusy] = useState(false);

  // One call at a time per comment; failures are logged only (spec 02 §8).
  const run = async (call: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    try {
      await call();
    } catch (error) {
      console.warn('[comments] reaction failed', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.reactions}>
      {reactionChips(comment.reactions).map((chip) => (
        <button
          key={chip.emojiCode}
          type="button"
          className={styles.chip}
          aria-pressed={chip.mineId !== null}
          aria-label={t('reactionChip', { emoji: chip.emojiChar, count: chip.count })}
          title={chip.names.join(', ')}
          disabled={busy}
          onClick={() => run(() => (chip.mineId ? actions.unreact(comment.id, chip.mineId) : actions.react(comment.id, chip.emojiChar, chip.emojiCode)))}
        >
          <span aria-hidden="true">{chip.emojiChar}</span> {chip.count}
        </button>
      ))}
      <EmojiPicker disabled={busy} onPick={(emojiChar, emojiCode) => run(() => actions.react(comment.id, emojiChar, emojiCode))} />
    </div>
  );
}
