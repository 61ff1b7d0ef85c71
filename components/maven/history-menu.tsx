'use client';
import Link from 'next/link';
import { useTranslations } from '@/lib/i18n/client';
import type { ChatListItem } from '@/lib/chat-client/contract';
import styles from './maven.module.css';

type Props = {
  chats: ChatListItem[] | null;
  selected: string | null;
  busy: boolean;
  onOpen: (id: string | null) => void;
  /** Authors (org admin, workspace admin, publisher) get the knowledge map's link. */
  knowledgeMap?: boolean;
};

/** The Maven pages' chat-history menu (spec 01 §2 app shell): new chat and the history, newest first. */
export function HistoryMenu({ chats, selected, busy, onOpen, knowledgeMap = false }: Props) {
  const t = useTranslations('maven');
  return (
    <nav className={styles.history} aria-label={t('history')}>
      <div className={styles.historyActions}>
        <button type="button" className={styles.iconBtn} aria-current={selected === null ? 'true' : undefined} disabled={busy} onClick={() => onOpen(null)}>
          {t('newChat')}
        </button>
        {knowledgeMap ? (
          <Link href="/maven/knowledge-map" className={styles.iconBtn} data-testid="knowledge-map-link">
            {t('knowledgeMap.title')}
          </Link>
        ) : null}
      </div>
      <h2>{t('history')}</h2>
      {chats === null ? (
        <p className={styles.muted}>{t('historyLoading')}</p>
      ) : chats.length === 0 ? (
        <p className={styles.muted}>{t('historyEmpty')}</p>
      ) : (
        <ul className={styles.historyList} data-testid="chat-history">
          {chats.map((c) => (
            <li key={c.id}>
              <button type="button" className={styles.historyItem} aria-current={c.id === selected ? 'true' : undefined} title={c.title} disabled={busy} onClick={() => onOpen(c.id)}>
                {c.title || t('untitled')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
