'use client';

import { useTranslations } from '@/lib/i18n/client';
import { useState, type ReactNode } from 'react';
import { isToolboxSmall } from '@/lib/player/layout';
import { qaAvailable } from '@/lib/player/qa';
import type { PlayerWorkflowDto } from '@/lib/player/schema';
import { Icon } from './icons';
import { QaPanel } from './panels/qa-panel';
import { SopPanel } from './panels/sop-panel';
import { SummaryPanel } from './panels/summary-panel';
import styles from './player.module.css';
import { StepGrid } from './step-menu';
import { useElementWidth } from './use-element-width';
import type { ToolboxTab } from './use-screen-mode';

/**
 * The divide-mode toolbox tabs and their gates (spec 02 §2): Summary only with an AI summary,
 * SOP (BETA) only with SOP content, Comments off public players and with the comments
 * permission, Q&A with the AI Q&A gates (lib/player/qa.ts) and in window mode only.
 */
export function toolboxTabs(workflow: PlayerWorkflowDto, hasComments: boolean, windowMode = true): ToolboxTab[] {
  const tabs: ToolboxTab[] = [];
  if (workflow.aiSummary) tabs.push('summary');
  tabs.push('steps');
  if (windowMode && qaAvailable(workflow)) tabs.push('qa');
  if (workflow.sop) tabs.push('sop');
  if (!workflow.isPublic && workflow.permissions.comments && hasComments) tabs.push('comments');
  return tabs;
}

type Props = {
  workflow: PlayerWorkflowDto;
  tab: ToolboxTab;
  current: number;
  comments?: ReactNode;
  /** Window mode (neither theater nor fullscreen): the only one with the Q&A tab. */
  windowMode?: boolean;
  onTab: (tab: ToolboxTab) => void;
  onPick: (index: number) => void;
  /** Plays from a second of the recorded video (a time the AI summary cites). */
  onSeek: (time: number) => void;
};

/**
 * Below 300 px wide (spec 02 §9, measured, debounced 500 ms) the toolbox is small: its tabs show
 * icons only (the name stays the accessible name and the tooltip) and steps become a list of
 * small thumbnails beside their titles.
 */
export function Toolbox({ workflow, tab, current, comments, windowMode = true, onTab, onPick, onSeek }: Props) {
  const t = useTranslations('player');
  const [element, setElement] = useState<HTMLElement | null>(null);
  const isSmall = isToolboxSmall(useElementWidth(element) ?? 0);
  const tabs = toolboxTabs(workflow, !!comments, windowMode);
  const active = tabs.includes(tab) ? tab : 'steps';
  return (
    <aside ref={setElement} className={styles.toolbox} aria-label={t('toolbox')} data-size={isSmall ? 'small' : 'regular'}>
      <div className={styles.tabs} role="tablist" style={{ padding: 8 }}>
        {tabs.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={`toolbox-${k}`}
            aria-controls="toolbox-panel"
            className={styles.tab}
            aria-selected={k === active}
            aria-label={isSmall ? t(`tab.${k}`) : undefined}
            title={isSmall ? t(`tab.${k}`) : undefined}
            onClick={() => onTab(k)}
          >
            {isSmall ? <Icon name={k} /> : t(`tab.${k}`)}
          </button>
        ))}
      </div>
      <div id="toolbox-panel" role="tabpanel" aria-labelledby={`toolbox-${active}`} style={{ padding: 8 }}>
        {active === 'summary' && workflow.aiSummary && <SummaryPanel summary={workflow.aiSummary} onSeek={onSeek} />}
        {active === 'steps' && <StepGrid steps={workflow.steps} current={current} onPick={onPick} />}
        {active === 'sop' && workflow.sop && <SopPanel items={workflow.sop} onSeek={onSeek} />}
        {active === 'comments' && comments}
        {active === 'qa' && <QaPanel workflow={workflow} onSeek={onSeek} onPick={onPick} />}
      </div>
    </aside>
  );
}
