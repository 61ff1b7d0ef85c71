'use client';

import { useTranslations } from '@/lib/i18n/client';
import { useEffect, useRef } from 'react';
import { ATTACHMENT_KINDS, diagramOf, dotWindow, isSafeLink, wrapIndex, type AttachmentKind } from '@/lib/player/attachments';
import type { StepAttachmentsDto } from '@/lib/workflows/schema';
import { Icon } from './icons';
import styles from './player.module.css';

type Props = {
  attachments: StepAttachmentsDto;
  kind: AttachmentKind;
  index: number;
  onChange: (kind: AttachmentKind, index: number) => void;
  onClose: () => void;
};

const TAB_LABEL = { diagrams: 'diagrams', links: 'links', pdfs: 'pdfs' } as const;

/** Full-screen attachment viewer: diagram/links/pdf switch (a kind the step lacks is disabled), wrap-around carousel with at most 7 dots. */
export function AttachmentsPopup({ attachments, kind, index, onChange, onClose }: Props) {
  const t = useTranslations('player');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Focus moves into the viewer and back to what opened it when it closes.
    const opener = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  const items = attachments[kind];
  const count = items.length;
  const dots = dotWindow(count, index);
  const move = (delta: number) => onChange(kind, wrapIndex(index + delta, count));
  const diagram = kind === 'diagrams' ? diagramOf(items[index]) : null;
  const link = kind === 'links' ? attachments.links[index] : null;
  const pdf = kind === 'pdfs' ? attachments.pdfs[index] : null;
  return (
    <div ref={ref} tabIndex={-1} className={styles.panel} role="dialog" aria-modal="true" aria-label={t('attachments')} onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className={styles.panelHead}>
        <h2>{t('attachments')}</h2>
        <button type="button" className={styles.btn} aria-label={t('close')} title={t('close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.tabs} role="tablist">
        {ATTACHMENT_KINDS.map((k) => (
          <button key={k} type="button" role="tab" className={styles.tab} aria-selected={k === kind} disabled={attachments[k].length === 0} onClick={() => onChange(k, 0)}>
            {t(TAB_LABEL[k])}
          </button>
        ))}
      </div>
      <div className={styles.carousel}>
        <button type="button" className={styles.btn} aria-label={t('previousItem')} onClick={() => move(-1)} disabled={count < 2}>
          <Icon name="chevronLeft" />
        </button>
        {/* eslint-disable-next-line @next/next/no-img-element -- signed, expiring URLs: the image optimiser cannot cache them */}
        {diagram && <img src={diagram.url} alt={diagram.name || t('diagramNumber', { number: index + 1 })} />}
        {link && (isSafeLink(link.link) ? <a href={link.link} target="_blank" rel="noopener noreferrer">{link.label || link.link}</a> : <span>{link.label}</span>)}
        {pdf && (isSafeLink(pdf.link) ? <a href={pdf.link} target="_blank" rel="noopener noreferrer">{pdf.name}</a> : <span>{pdf.name}</span>)}
        <button type="button" className={styles.btn} aria-label={t('nextItem')} onClick={() => move(1)} disabled={count < 2}>
          <Icon name="chevronRight" />
        </button>
      </div>
      {count > 1 && (
        <ol className={styles.dots}>
          {Array.from({ length: dots.end - dots.start }, (_, k) => dots.start + k).map((i) => (
            <li key={i}>
              <button type="button" className={styles.dot} aria-current={i === index} aria-label={t('itemOf', { number: i + 1, total: count })} onClick={() => onChange(kind, i)} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
