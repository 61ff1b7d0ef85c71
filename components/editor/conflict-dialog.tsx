'use client';
import { Button } from '@/components/ui/button';
import styles from '@/components/ui/dialog.module.css';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useTranslations } from '@/lib/i18n/client';

type Props = {
  open: boolean;
  /** The local text as a file's content, and the file's name (e.g. `transcript-en-us.txt`). */
  localCopy: { text: string; fileName: string };
  /** Drops the local text and loads what the server has now. */
  onReload: () => void;
  onOpenChange: (open: boolean) => void;
};

/**
 * Shown when a save is refused with 409 `editor.staleRevision`: somebody saved the document in
 * between. Nothing is overwritten: the author keeps a copy of their text (a download) and/or
 * reloads the current version.
 */
export function ConflictDialog({ open, localCopy, onReload, onOpenChange }: Props) {
  const t = useTranslations('editor');
  const keepCopy = () => {
    const url = URL.createObjectURL(new Blob([localCopy.text], { type: 'text/plain;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: localCopy.fileName });
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={t('conflictTitle')} description={t('conflictBody')}>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={keepCopy}>
          {t('keepCopy')}
        </Button>
        <Button type="button" onClick={onReload}>
          {t('reload')}
        </Button>
      </div>
    </ModalDialog>
  );
}

/** The banner offering back a draft left by a crash or a closed tab. */
export function RecoveredDraftBanner({ savedAt, onRestore, onDiscard }: { savedAt: number; onRestore: () => void; onDiscard: () => void }) {
  const t = useTranslations('editor');
  return (
    <div role="status" className={styles.body}>
      <p>{t('draftFound', { savedAt: new Date(savedAt) })}</p>
      <Button type="button" onClick={onRestore}>
        {t('restoreDraft')}
      </Button>{' '}
      <Button type="button" variant="secondary" onClick={onDiscard}>
        {t('discardDraft')}
      </Button>
    </div>
  );
}
