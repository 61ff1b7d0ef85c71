'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from '@/lib/i18n/client';
import styles from './transcription/transcription-editor.module.css';

/** The main editor's header: the workflow's title, the Transcription | Segmentation tabs, the builder and the preview. */
export function EditorHeader({ workflowId, title }: { workflowId: string; title: string }) {
  const t = useTranslations('transcriptionEditor');
  const pathname = usePathname();
  const base = `/editormain/${workflowId}`;
  const tabs = [
    { href: `${base}/transcription`, label: t('tabs.transcription') },
    { href: `${base}/segmentation`, label: t('tabs.segmentation') },
  ];
  return (
    <header className={styles.header}>
      <h1>{title}</h1>
      <nav aria-label={t('tabs.label')} className={styles.tabs}>
        {tabs.map((tab) => (
          <Link key={tab.href} href={tab.href} aria-current={pathname === tab.href ? 'page' : undefined}>
            {tab.label}
          </Link>
        ))}
      </nav>
      <div className={styles.headerLinks}>
        <Link href={`/buildermain/${workflowId}`}>{t('builder')}</Link>
        {/* The preview player opens only when its referrer is one of the editors (lib/player/route-params.ts). */}
        <a href={`/PlayerPreview/${workflowId}`} target="_blank" rel="noopener">
          {t('preview')}
        </a>
      </div>
    </header>
  );
}
