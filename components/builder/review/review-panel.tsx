'use client';
import { useDeferredValue, useState } from 'react';
import { useMessage } from '@/components/workspaces/use-message';
import { Alert } from '@/components/ui/alert';
import { ApiRequestError } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import { useTranslations } from '@/lib/i18n/client';
import { FeedbackThread } from './feedback-thread';
import { ReviewerPicker } from './reviewer-picker';
import styles from './review.module.css';
import { useReview } from './use-review';

const keyOf = (error: unknown) => (error instanceof ApiRequestError ? error.messageKey : 'review.network');

/**
 * Request review in the builder: who was asked, a searchable picker of people who may author in
 * the workspace (each one added gets the review-workflow notification and an email), and the
 * feedback thread reviewers and authors write in.
 */
export function ReviewPanel({ workflowId }: { workflowId: string }) {
  const t = useTranslations('review');
  const message = useMessage();
  const [keyword, setKeyword] = useState('');
  const search = useDeferredValue(keyword.trim());
  const review = useReview(workflowId, search);
  const [busy, setBusy] = useState<'request' | 'remove' | 'feedback' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const reviewers = review.reviewers.data ?? [];
  const askedIds = new Set(reviewers.map((r) => r.id));

  async function change(kind: 'request' | 'remove', userIds: string[], done: string): Promise<boolean> {
    setBusy(kind);
    setError(null);
    setNotice(null);
    try {
      await review.setReviewers(userIds);
      setNotice(done);
      return true;
    } catch (e) {
      setError(keyOf(e));
      return false;
    } finally {
      setBusy(null);
    }
  }

  const loadError = review.reviewers.error ?? review.feedback.error;
  return (
    <div className={styles.root}>
      {(error || loadError) && <Alert>{message(error ?? keyOf(loadError))}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      <section className={styles.section} aria-labelledby="review-reviewers">
        <h3 id="review-reviewers">{t('reviewers')}</h3>
        {reviewers.length === 0 ? (
          <p className={styles.muted}>{review.reviewers.isPending ? t('loading') : t('noReviewers')}</p>
        ) : (
          <ul className={styles.list}>
            {reviewers.map((r) => (
              <li key={r.id} className={styles.item}>
                <span className={styles.grow}>
                  <span>{r.displayName || r.email}</span>
                  <span className={styles.muted}>{r.email}</span>
                </span>
                <Button
                  type="button"
                  variant="secondary"
                  busy={busy === 'remove'}
                  aria-label={t('removeReviewer', { name: r.displayName || r.email })}
                  onClick={() => void change('remove', reviewers.filter((x) => x.id !== r.id).map((x) => x.id), t('removed'))}
                >
                  {t('remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="review-request">
        <h3 id="review-request">{t('requestTitle')}</h3>
        <ReviewerPicker
          candidates={review.candidates.data ?? []}
          loading={review.candidates.isPending}
          keyword={keyword}
          onKeyword={setKeyword}
          askedIds={askedIds}
          busy={busy === 'request'}
          onRequest={(ids) => change('request', [...askedIds, ...ids], t('requested', { count: ids.length }))}
        />
      </section>
      <section className={styles.section} aria-labelledby="review-feedback">
        <h3 id="review-feedback">{t('feedback')}</h3>
        <FeedbackThread
          items={review.feedback.data ?? []}
          loading={review.feedback.isPending}
          busy={busy === 'feedback'}
          message={message}
          onSend={async (text) => {
            setBusy('feedback');
            try {
              await review.sendFeedback(text);
              return null;
            } catch (e) {
              return keyOf(e);
            } finally {
              setBusy(null);
            }
          }}
        />
      </section>
    </div>
  );
}
