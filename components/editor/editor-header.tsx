'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from '@/lib/i18n/client';
import styles from './transcription/transcription-editor.module.css';

export type EditorTab = { href: string; label: string };

/**
 * An editor's header: the workflow's title, the editor's tabs (main editor: Transcription |
 * Segmentation; advanced editor: Cut | Annotations | Voice-over), the builder and the preview.
 */
export function EditorHeader({ workflowId, title, tabs, tabsLabel }: { workflowId: string; title: string; tabs: EditorTab[]; tabsLabel: string }) {
  const t = useTranslations('editor');
  const pathname = usePathname();
  return (
    <header className={styles.header}>
      <h1>{title}</h1>
      <nav aria-label={tabsLabel} className={styles.tabs}>
        {tabs.map((tab) => (
          <Link key={tab.href} href={tab.href} aria-current={pathname === tab.href ? 'page' : undefined}>
            {tab.label}
          </Link>
        ))}
      </nav>
      <div className={styles.headerLinks}>
        <Link href={`/buildermain/${workflowId}`}>{t('header.builder')}</Link>
        {/* The preview player opens only when its referrer is one of the editors (lib/player/route-params.ts). */}
        <a href={`/PlayerPreview/${workflowId}`} target="_blank" rel="noopener">
          {t('header.preview')}
        </a>
      </div>
    </header>
  );
}
