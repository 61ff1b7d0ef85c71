'use client';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import type { ChatListItem } from '@/lib/chat-client/contract';
import { referenceHref } from '@/lib/chat-client/markers';
import { chatApi } from './chat-api';
import { ChatPanel } from './chat-panel';
import { HistoryMenu } from './history-menu';
import styles from './maven.module.css';
import { useChat } from './use-chat';

/**
 * /maven and /smart-assist (spec 02 §2 Other routes, §4 Chat): the chat-history menu beside the
 * conversation. A new chat is made by the first question; the list reloads then and after
 * clearing, and an emptied list resets the selection to a new chat. A citation opens the player
 * on its step at the cited second.
 */
export function MavenPage({ kind, knowledgeMap = false }: { kind: 'maven' | 'smartAssist'; knowledgeMap?: boolean }) {
  const t = useTranslations('maven');
  const router = useRouter();
  const [chats, setChats] = useState<ChatListItem[] | null>(null);
  const reload = useCallback(() => {
    chatApi.list().then(
      (items) => setChats(items.filter((c) => c.type !== 'workflow')),
      () => setChats([]),
    );
  }, []);
  const chat = useChat({ type: 'regular' }, reload);
  const { open } = chat;
  useEffect(reload, [reload]);
  // When the list becomes empty (it had chats), the selection resets to a new chat (spec 02 §4);
  // a chat being created by its first question is not in the list yet and stays selected.
  const hadChats = useRef(false);
  useEffect(() => {
    if (chats === null) return;
    if (chats.length === 0 && hadChats.current) void open(null);
    hadChats.current = chats.length > 0;
  }, [chats, open]);
  const title = t(kind);
  return (
    <div className={styles.page} data-testid="maven-page">
      <HistoryMenu chats={chats} selected={chat.state.chatId} busy={chat.state.loading} onOpen={(id) => void chat.open(id)} knowledgeMap={knowledgeMap} />
      <div className={styles.main}>
        <ChatPanel
          chat={chat}
          header={<h1>{title}</h1>}
          introTitle={t(kind === 'smartAssist' ? 'smartIntroTitle' : 'pageIntroTitle')}
          introText={t('pageIntroText')}
          onCite={(r) => (r.type === 'document' ? window.open(referenceHref(r), '_blank', 'noopener') : router.push(referenceHref(r)))}
          canClear={!!chats?.length || chat.state.items.length > 0}
          autoFocus
        />
      </div>
    </div>
  );
}
