'use client';
import { useId, useState } from 'react';
import { collapsedContents, isCollapsible } from '@/lib/ai-summary/player-content';
import { useTranslations } from '@/lib/i18n/client';
import type { PlayerAiSummaryDto } from '@/lib/player/schema';
import { SeekTime } from './seek-time';
import styles from './ai-summary.module.css';

type Props = { summary: PlayerAiSummaryDto; onSeek: (time: number) => void };

/** The Summary tab (spec 02 §2 AI summary panel): highlights in the §9 order, the summary with Show more / Show less, the "all steps" list. */
export function SummaryPanel({ summary, onSeek }: Props) {
  const t = useTranslations('aiSummary');
  const [expanded, setExpanded] = useState(false);
  const contentsId = useId();
  const collapsible = isCollapsible(summary.contents);
  const shown = collapsible && !expanded ? collapsedContents(summary.contents) : summary.contents;
  return (
    <div className={styles.panel}>
      <p className={styles.muted}>{summary.provider === 'openai' ? t('provider.openai') : t('provider.offline')}</p>
      {summary.highlights.length > 0 && (
        <section aria-label={t('highlights')}>
          <ul className={styles.list}>
            {summary.highlights.map((h, i) => (
              <li key={i} className={styles.line}>
                <span className={styles.kind}>{h.key === 'tools' && h.count !== null ? t('toolsWithCount', { count: h.count }) : t(`kind.${h.key}`)}:</span>
                <span>{h.content}</span>
                <SeekTime time={h.time} onSeek={onSeek} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {summary.contents.length > 0 && (
        <section aria-label={t('contents')} className={styles.panel}>
          <div id={contentsId} className={styles.panel}>
            {shown.map((p, i) => (
              <p key={i} className={styles.line}>
                <span>{p.content}</span>
                <SeekTime time={p.time} onSeek={onSeek} />
              </p>
            ))}
          </div>
          {collapsible && (
            <button type="button" className={styles.more} aria-expanded={expanded} aria-controls={contentsId} onClick={() => setExpanded((e) => !e)}>
              {expanded ? t('showLess') : t('showMore')}
            </button>
          )}
        </section>
      )}
      {summary.steps.length > 0 && (
        <section className={styles.panel} aria-labelledby={`${contentsId}-steps`}>
          <h3 id={`${contentsId}-steps`}>{t('allSteps')}</h3>
          <ol className={styles.steps}>
            {summary.steps.map((s, i) => (
              <li key={i}>
                <span className={styles.line}>
                  <span>{s.content}</span>
                  <SeekTime time={s.time} onSeek={onSeek} />
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
