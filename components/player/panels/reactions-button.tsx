'use client';

import { useTranslations } from '@/lib/i18n/client';
import { useEffect, useRef, useState } from 'react';
import { WORKFLOW_REACTIONS } from '@/lib/reactions/schema';
import { AllReactionsDialog } from './reactions/all-reactions-dialog';
import { formatReactionCount, LONG_PRESS_MS, mainReaction, nextReaction, REACTION_ICONS } from './reactions/reaction-rules';
import { useWorkflowReactions } from './reactions/use-workflow-reactions';
import styles from './reactions/reactions.module.css';

export type ReactionsButtonProps = { workflowId: string; published: boolean };

/**
 * The player's react button (spec 02 §2, §4 Reaction): a tap toggles the main reaction (one's own,
 * else "like it"); hovering or a long press (500 ms) opens the chooser of the four reactions, where
 * the current one removes it; the two-digit count opens the all-reactions popup. Hidden while the
 * workflow is unpublished; the public player never renders it.
 */
export function ReactionsButton({ workflowId, published }: ReactionsButtonProps) {
  const t = useTranslations('reactionsUi');
  const names = useTranslations('reactions.names');
  const { data, choose } = useWorkflowReactions(workflowId, published);
  const [chooser, setChooser] = useState(false);
  const [popup, setPopup] = useState(false);
  const press = useRef<{ timer: ReturnType<typeof setTimeout> | null; long: boolean }>({ timer: null, long: false });
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!chooser) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setChooser(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [chooser]);

  if (!published || !data) return null;
  const main = mainReaction(data.mine);

  const startPress = () => {
    press.current.long = false;
    press.current.timer = setTimeout(() => {
      press.current.long = true;
      press.current.timer = null;
      setChooser(true);
    }, LONG_PRESS_MS);
  };
  const endPress = () => {
    if (press.current.timer) clearTimeout(press.current.timer);
    press.current.timer = null;
  };

  return (
    <div
      ref={root}
      className={styles.root}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setChooser(false)}
      onKeyDown={(e) => e.key === 'Escape' && setChooser(false)}
    >
      <button
        type="button"
        className={styles.main}
        aria-pressed={data.mine !== null}
        aria-label={data.mine ? t('removeReaction', { name: names(data.mine) }) : t('react', { name: names(main) })}
        onPointerEnter={(e) => e.pointerType === 'mouse' && setChooser(true)}
        onPointerDown={startPress}
        onPointerUp={endPress}
        onPointerCancel={endPress}
        onContextMenu={(e) => e.preventDefault()}
        onClick={() => {
          // The click that ends a long press only opened the chooser.
          if (press.current.long) return void (press.current.long = false);
          choose(nextReaction(data.mine, main));
        }}
      >
        <span aria-hidden="true">{REACTION_ICONS[main]}</span>
      </button>
      <button type="button" className={styles.count} aria-label={t('seeAll', { count: formatReactionCount(data.total) })} onClick={() => setPopup(true)}>
        {formatReactionCount(data.total)}
      </button>
      <button type="button" className={styles.more} aria-label={t('choose')} aria-expanded={chooser} onClick={() => setChooser((v) => !v)}>
        <span aria-hidden="true">▾</span>
      </button>
      {chooser ? (
        <div role="group" aria-label={t('choose')} className={styles.chooser}>
          {WORKFLOW_REACTIONS.map((id) => (
            <button
              key={id}
              type="button"
              className={styles.option}
              aria-pressed={data.mine === id}
              title={names(id)}
              onClick={() => {
                choose(nextReaction(data.mine, id));
                setChooser(false);
              }}
            >
              <span aria-hidden="true">{REACTION_ICONS[id]}</span>
              <span className={styles.optionName}>{names(id)}</span>
            </button>
          ))}
        </div>
      ) : null}
      <AllReactionsDialog open={popup} onOpenChange={setPopup} data={data} />
    </div>
  );
}
