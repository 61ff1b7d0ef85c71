'use client';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import dialogStyles from '@/components/ui/dialog.module.css';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useTranslations } from '@/lib/i18n/client';
import { previewLink } from '@/lib/access/spec-links';
import type { BuilderDocument } from '@/lib/builder/schema';
import { builderApi } from './builder-api';
import styles from './builder.module.css';

type Props = { doc: BuilderDocument; dirty: boolean; onChanged: (doc: BuilderDocument) => void; onError: (error: unknown) => void };

/**
 * Preview in the real player (a new tab; /PlayerPreview opens only from here or an editor),
 * Publish through the ready check once everything is saved, and the builder's reset.
 */
export function BuilderActions({ doc, dirty, onChanged, onError }: Props) {
  const t = useTranslations('builder');
  const [busy, setBusy] = useState<'publish' | 'reset' | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const run = async (kind: 'publish' | 'reset', action: () => Promise<BuilderDocument>) => {
    setBusy(kind);
    try {
      onChanged(await action());
      setResetOpen(false);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  };
  const publish = () => run('publish', () => builderApi.publish(doc.workflowId).then(() => builderApi.load(doc.workflowId)));
  const reset = (keepWorkflow: boolean) => run('reset', () => builderApi.reset(doc.workflowId, doc.revision, keepWorkflow));
  const blocker = doc.published ? null : dirty ? t('saveBeforePublish') : doc.readiness.blocker ? t(`blocked.${doc.readiness.blocker}`) : null;

  return (
    <div className={styles.actions}>
      {/* The default referrer policy sends this page as the referrer, which is what lets the preview open. */}
      <a className={styles.linkButton} href={previewLink(doc.workflowId)} target="_blank" rel="opener">
        {t('preview')}
      </a>
      {doc.published ? (
        <p className={styles.published}>{t('publishedState')}</p>
      ) : (
        <Button type="button" onClick={publish} busy={busy === 'publish'} disabled={dirty || !doc.readiness.canPublish} aria-describedby={blocker ? 'builder-publish-blocker' : undefined}>
          {t('publish')}
        </Button>
      )}
      {blocker ? (
        <p id="builder-publish-blocker" className={styles.muted}>
          {blocker}
        </p>
      ) : null}
      <Button type="button" variant="secondary" onClick={() => setResetOpen(true)}>
        {t('reset')}
      </Button>
      <ModalDialog open={resetOpen} onOpenChange={setResetOpen} title={t('resetTitle')} description={t('resetBody')} busy={busy === 'reset'}>
        <div className={dialogStyles.actions}>
          <Button type="button" variant="secondary" onClick={() => setResetOpen(false)}>
            {t('cancel')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => reset(true)} busy={busy === 'reset'}>
            {t('resetKeep')}
          </Button>
          <Button type="button" variant="danger" onClick={() => reset(false)} busy={busy === 'reset'} disabled={doc.published}>
            {t('resetAll')}
          </Button>
        </div>
      </ModalDialog>
    </div>
  );
}
