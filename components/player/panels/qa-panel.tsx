'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { ChatPanel } from '@/components/maven/chat-panel';
import styles from '@/components/maven/maven.module.css';
import { useChat } from '@/components/maven/use-chat';
import { useTranslations } from '@/lib/i18n/client';
import type { ChatReference } from '@/lib/chat-client/contract';
import { referenceHref } from '@/lib/chat-client/markers';
import type { PlayerWorkflowDto } from '@/lib/player/schema';
import { isRouteInstalled } from '@/lib/shell/installed-routes';

type Props = {
  workflow: PlayerWorkflowDto;
  /** Plays from a second of the recorded video (the toolbox's seek, shared with the AI summary). */
  onSeek: (time: number) => void;
  onPick: (index: number) => void;
};

/**
 * The player's Q&A tab (spec 02 §2): the workflow's own chat (type workflow) with its preset
 * questions; a citation of this workflow plays its step from the cited second, one of another
 * workflow opens that workflow's player there. With Smart Assist on, a block leads to it.
 */
export function QaPanel({ workflow, onSeek, onPick }: Props) {
  const t = useTranslations('maven');
  const router = useRouter();
  const chat = useChat({ type: 'workflow', workflowId: workflow.id });
  const cite = (r: ChatReference) => {
    if (r.workflowId === workflow.id) {
      if (r.time !== null) return onSeek(r.time);
      const index = workflow.steps.findIndex((s) => s.id === r.stepId);
      if (index >= 0) return onPick(index);
    }
    router.push(referenceHref(r));
  };
  const smartAssist = workflow.permissions.smartAssist && isRouteInstalled('/smart-assist');
  return (
    <ChatPanel
      chat={chat}
      introTitle={t('playerIntroTitle')}
      introText={t('playerIntroText')}
      onCite={cite}
      header={
        smartAssist ? (
          <div className={styles.smart} data-testid="smart-assist-block">
            <p>{t('smartAssistText')}</p>
            <Link href="/smart-assist">{t('smartAssistOpen')}</Link>
          </div>
        ) : undefined
      }
    />
  );
}
