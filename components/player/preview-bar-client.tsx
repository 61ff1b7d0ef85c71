'use client';

import { useId, useState } from 'react';
import { useMessage } from '@/components/workspaces/use-message';
import { ApiRequestError } from '@/components/ui/api-request';
import { useCardActions } from '@/components/workflows/use-library';
import { useTranslations } from '@/lib/i18n/client';
import type { PublishBlocker } from '@/lib/workflows/status';
import styles from './preview-bar.module.css';

type Props = {
  workflowId: string;
  /** The author's preview of an unpublished workflow; null once it is published. */
  preview: { canPublish: boolean; blocker: PublishBlocker | null } | null;
  /** Players that fill the window get a chip over the video instead of a bar above it. */
  floating: boolean;
};

/** "Preview – not published" with Publish (enabled when ready, else why not); after publishing, a confirmation. */
export function PreviewBarClient({ workflowId, preview, floating }: Props) {
  const t = useTranslations('player.preview');
  const message = useMessage();
  const actions = useCardActions();
  const headingId = useId();
  const reasonId = useId();
  const [busy, setBusy] = useState(false);
  const [published, setPublished] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!preview && !published) return null;
  const publish = async () => {
    setBusy(true);
    setError(null);
    try {
      // Refreshes the page's server load: the player keeps playing and becomes the normal one.
      await actions.publish(workflowId);
      setPublished(true);
    } catch (e) {
      setError(message(e instanceof ApiRequestError ? e.messageKey : null));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.bar} data-floating={floating} data-state={published ? 'published' : 'preview'} aria-labelledby={headingId}>
      {published ? (
        <p id={headingId} role="status" className={styles.text}>
          <strong className={styles.badge}>{t('publishedBadge')}</strong> {t('publishedText')}
        </p>
      ) : (
        <>
          <p className={styles.text}>
            <strong id={headingId} className={styles.badge}>
              {t('badge')}
            </strong>{' '}
            {t('text')}
            {preview?.blocker ? (
              <span id={reasonId} className={styles.reason}>
                {' '}
                {t(`blocked.${preview.blocker}`)}
              </span>
            ) : null}
          </p>
          <button type="button" className={styles.publish} onClick={publish} disabled={busy || !preview?.canPublish} aria-describedby={preview?.blocker ? reasonId : undefined}>
            {busy ? t('publishing') : t('publish')}
          </button>
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
