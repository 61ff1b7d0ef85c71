'use client';

import { useTranslations } from '@/lib/i18n/client';
import { diagramOf, isSafeLink } from '@/lib/player/attachments';
import type { StepAttachmentsDto } from '@/lib/workflows/schema';
import { Icon } from './icons';
import styles from './player.module.css';
import type { AttachmentKind } from '@/lib/player/attachments';

type Props = { attachments: StepAttachmentsDto; onOpen: (kind: AttachmentKind, index: number) => void; onClose: () => void };

/** The attachments of the current step as a bar list: diagrams open the full-screen popup, links and PDFs open in a new tab. */
export function AttachmentsBar({ attachments, onOpen, onClose }: Props) {
  const t = useTranslations('player');
  const diagrams = attachments.diagrams.map(diagramOf);
  return (
    <div className={styles.attachBar} role="region" aria-label={t('attachments')}>
      <div className={styles.panelHead}>
        <h2>{t('attachments')}</h2>
        <button type="button" className={styles.btn} aria-label={t('close')} title={t('close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <ul className={styles.attachList}>
        {diagrams.map((d, i) =>
          d ? (
            <li key={`d${i}`}>
              <button type="button" onClick={() => onOpen('diagrams', i)}>
                {d.name || t('diagramNumber', { number: i + 1 })}
              </button>
            </li>
          ) : null,
        )}
        {attachments.links.map((l, i) => (
          <li key={`l${i}`}>
            {isSafeLink(l.link) ? (
              <a href={l.link} target="_blank" rel="noopener noreferrer">
                {l.label || l.link}
              </a>
            ) : (
              <span>{l.label}</span>
            )}
          </li>
        ))}
        {attachments.pdfs.map((p, i) => (
          <li key={`p${i}`}>
            <button type="button" onClick={() => onOpen('pdfs', i)}>
              {p.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
