'use client';
import { useState } from 'react';
import { ShareDialog } from '@/components/notifications/share-dialog';
import { useTranslations } from '@/lib/i18n/client';
import styles from './player-header.module.css';

/** The player header's Share (published workflows only): the share dialog, and what it did, said politely. */
export function PlayerShareButton({ workflowId, title }: { workflowId: string; title: string }) {
  const t = useTranslations('share');
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState('');
  return (
    <>
      <button type="button" className={styles.share} onClick={() => (setDone(''), setOpen(true))}>
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        <span>{t('open')}</span>
      </button>
      <span role="status" className="visually-hidden">
        {done}
      </span>
      {open ? <ShareDialog workflowId={workflowId} title={title} onClose={() => setOpen(false)} onShared={setDone} /> : null}
    </>
  );
}
