'use client';

import { useFormatter, useNow, useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { CommentDto } from '@/lib/comments/schema';
import { ProfileAvatar } from './comment-avatar';
import { CommentEditor } from './comment-editor';
import { CommentReactions } from './comment-reactions';
import type { Highlight } from './comment-rules';
import type { CommentActions } from './use-comments';
import styles from './comments.module.css';

type Props = {
  comment: CommentDto;
  highlight: Highlight | null;
  actions: CommentActions;
  onUpdated: (id: string) => void;
  onDeleted: (id: string) => void;
};

/**
 * One comment (spec 02 §4 Comment card): display, then edit or delete mode, then the 'changes
 * saved' highlight; the author edits, the author or an admin deletes (the server's canEdit/canDelete).
 */
export function CommentCard({ comment, highlight, actions, onUpdated, onDeleted }: Props) {
  const t = useTranslations('commentsPanel');
  const format = useFormatter();
  // An explicit "now" (kept current each minute): without it use-intl logs ENVIRONMENT_FALLBACK.
  const now = useNow({ updateInterval: 60_000 });
  const [mode, setMode] = useState<'display' | 'edit' | 'delete'>('display');
  const [deleting, setDeleting] = useState(false);
  const highlightClass = highlight ? styles[`highlight_${highlight}`] : '';

  const confirmDelete = async () => {
    setDeleting(true);
    try {
      await actions.remove(comment.id);
      setMode('display');
      onDeleted(comment.id);
    } catch (error) {
      console.warn('[comments] delete failed', error);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <article className={[styles.card, highlightClass].join(' ')} aria-label={t('commentBy', { name: comment.displayName })} data-comment-id={comment.id}>
      <ProfileAvatar uid={comment.uid} displayName={comment.displayName} avatarUrl={comment.avatarUrl} label={t('profileOf', { name: comment.displayName })} />
      <div className={styles.cardBody}>
        <header className={styles.cardHeader}>
          <span className={styles.name}>{comment.displayName}</span>
          <time dateTime={comment.createdAt} className={styles.time} title={format.dateTime(new Date(comment.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}>
            {format.relativeTime(new Date(comment.createdAt), now)}
          </time>
          {comment.edited ? <span className={styles.time}>{t('edited')}</span> : null}
          {highlight === 'updated' ? (
            <span className={styles.saved} role="status">
              {t('changesSaved')}
            </span>
          ) : null}
        </header>
        {mode === 'edit' ? (
          <CommentEditor
            original={comment.comment}
            label={t('editLabel')}
            submitLabel={t('save')}
            autoFocus
            onCancel={() => setMode('display')}
            onSubmit={async (text) => {
              await actions.update(comment.id, text);
              setMode('display');
              onUpdated(comment.id);
            }}
          />
        ) : (
          <p className={styles.text}>{comment.comment}</p>
        )}
        <div className={styles.cardFooter}>
          <CommentReactions comment={comment} actions={actions} />
          {mode === 'display' && comment.canEdit ? (
            <button type="button" className={styles.link} onClick={() => setMode('edit')} aria-label={t('editOf', { name: comment.displayName })}>
              {t('edit')}
            </button>
          ) : null}
          {mode === 'display' && comment.canDelete ? (
            <button type="button" className={styles.link} onClick={() => setMode('delete')} aria-label={t('deleteOf', { name: comment.displayName })}>
              {t('delete')}
            </button>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={mode === 'delete'}
        onOpenChange={(open) => setMode(open ? 'delete' : 'display')}
        title={t('deleteTitle')}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        busy={deleting}
        onConfirm={confirmDelete}
      >
        {t('deleteBody')}
      </ConfirmDialog>
    </article>
  );
}
