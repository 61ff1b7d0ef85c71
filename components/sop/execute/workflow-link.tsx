'use client';
import dynamic from 'next/dynamic';
import { useState, type MouseEvent } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { fullPlayerHref, type PopupTarget } from '@/lib/player/popup';
import type { SopItem } from '@/lib/sop-ui/types';

// The player popup (a dialog around the player's frame) loads when a workflow is first opened from a step.
const PlayerPopup = dynamic(() => import('@/components/player-popup/player-popup').then((m) => m.PlayerPopup), { ssr: false });

/**
 * A workflow block's link: the workflow (or its one step) opens in the popup player over the
 * execution, so the operator keeps their place; a modified click (new tab, new window) keeps the
 * link's own behaviour, and the popup offers the full player.
 */
export function WorkflowLink({ item }: { item: SopItem & { workflowId: string } }) {
  const t = useTranslations('sopUi');
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const target: PopupTarget = { workflowId: item.workflowId, ...(item.stepId ? { stepId: item.stepId } : {}) };
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpener(event.currentTarget);
  };
  return (
    <p>
      <a href={fullPlayerHref(target)} onClick={open}>
        {t('run.openWorkflow')}
      </a>
      {opener ? <PlayerPopup target={target} title={item.title.trim() || t('run.openWorkflow')} returnFocusTo={opener} onClose={() => setOpener(null)} /> : null}
    </p>
  );
}
