'use client';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useTranslations } from '@/lib/i18n/client';
import type { ChatReference } from '@/lib/chat-client/contract';
import { formatTime } from '@/lib/player/time';
import styles from './maven.module.css';

type Props = { references: ChatReference[] | null; onClose: () => void; onCite: (r: ChatReference) => void; container?: HTMLElement | null };

/** The sources side-modal (spec 02 §2 Q&A panel): every reference of an answer, each opening its step. */
export function SourcesDialog({ references, onClose, onCite, container }: Props) {
  const t = useTranslations('maven');
  return (
    <ModalDialog open={references !== null} onOpenChange={(open) => !open && onClose()} title={t('sourcesTitle')} describeWithTitle className={styles.side} container={container}>
      <ol className={styles.sources}>
        {(references ?? []).map((r) => (
          <li key={`${r.n}-${r.id}`} className={styles.source}>
            <span aria-hidden="true">{r.n}.</span>
            <span>
              <button
                type="button"
                className={styles.sourceBtn}
                onClick={() => {
                  onClose();
                  onCite(r);
                }}
              >
                {r.title}
              </button>
              {r.time !== null && <span className={styles.muted}> · {formatTime(r.time)}</span>}
              {r.type === 'document' && <span className={styles.muted}> · {r.page ? t('documentPage', { page: r.page }) : t('document')}</span>}
            </span>
          </li>
        ))}
      </ol>
      <button type="button" className={styles.iconBtn} onClick={onClose}>
        {t('close')}
      </button>
    </ModalDialog>
  );
}
