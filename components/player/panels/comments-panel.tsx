'use client';

import { useTranslations } from '@/lib/i18n/client';
import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CommentCard } from './comments/comment-card';
import { CommentEditor } from './comments/comment-editor';
import { DELETE_AFTER_MS, HIGHLIGHT_MS, isNearBottom, type Highlight } from './comments/comment-rules';
import { useComments } from './comments/use-comments';
import styles from './comments/comments.module.css';

export type CommentsPanelProps = {
  workflowId: string;
  /** In the player's divide mode the input stays on top; elsewhere on phones it sits fixed at the bottom. */
  divideMode?: boolean;
};

/**
 * The player's Comments tab (spec 02 §2 Comments panel): the input on top, the list below, newest
 * first, 50 a page, more when scrolled to the bottom; the 'no comments' message with its prompt.
 */
export function CommentsPanel({ workflowId, divideMode = false }: CommentsPanelProps) {
  const t = useTranslations('commentsPanel');
  const { query, items, total, ...actions } = useComments(workflowId);
  const [highlights, setHighlights] = useState<Record<string, Highlight>>({});
  const timers = useRef<Set<ReturnType<typeof setTimeout>>>(new Set());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const highlight = useCallback(
    (id: string, kind: Highlight) => {
      setHighlights((h) => ({ ...h, [id]: kind }));
      later(HIGHLIGHT_MS[kind], () =>
        setHighlights((h) => {
          if (h[id] !== kind) return h;
          const rest = { ...h };
          delete rest[id];
          return rest;
        }),
      );
    },
    [later],
  );

  const onDeleted = useCallback(
    (id: string) => {
      highlight(id, 'deleted');
      later(DELETE_AFTER_MS, () => actions.forget(id));
    },
    [actions, highlight, later],
  );

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const onScroll = (event: UIEvent<HTMLElement>) => {
    if (isNearBottom(event.currentTarget)) loadMore();
  };

  return (
    <section className={[styles.panel, divideMode ? styles.divide : ''].join(' ')} aria-labelledby={`comments-${workflowId}`}>
      <h2 id={`comments-${workflowId}`} className={styles.heading}>
        {t('title')} {query.isSuccess ? <span className={styles.total}>({total})</span> : null}
      </h2>
      <div className={styles.inputArea}>
        <CommentEditor
          label={t('inputLabel')}
          submitLabel={t('send')}
          onSubmit={async (text) => highlight((await actions.send(text)).id, 'created')}
        />
      </div>
      <div className={styles.list} onScroll={onScroll} tabIndex={-1}>
        {query.isPending ? (
          <p className={styles.muted} role="status">
            {t('loading')}
          </p>
        ) : query.isError ? (
          <div className={styles.empty} role="alert">
            <p>{t('loadFailed')}</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t('emptyTitle')}</p>
            <p className={styles.muted}>{t('emptyPrompt')}</p>
          </div>
        ) : (
          <ol className={styles.items}>
            {items.map((comment) => (
              <li key={comment.id}>
                <CommentCard comment={comment} highlight={highlights[comment.id] ?? null} actions={actions} onUpdated={(id) => highlight(id, 'updated')} onDeleted={onDeleted} />
              </li>
            ))}
          </ol>
        )}
        {hasNextPage ? (
          <Button variant="ghost" className={styles.more} busy={isFetchingNextPage} onClick={loadMore}>
            {isFetchingNextPage ? t('loadingMore') : t('loadMore')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
