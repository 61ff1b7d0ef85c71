'use client';

import { useTranslations } from '@/lib/i18n/client';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { tileFor, type ImageMapIndex } from '@/lib/media/image-map-index';
import type { PlayerWorkflowDto } from '@/lib/player/schema';
import { searchTranscript, thumbnailSecond } from '@/lib/player/search';
import { formatTime, stepNumber } from '@/lib/player/time';
import { Icon } from './icons';
import styles from './player.module.css';

const TILE_WIDTH = 96;

/** The image map tile of a step's second, scaled to the result's thumbnail. */
function tileStyle(imageMap: PlayerWorkflowDto['steps'][number]['imageMap'], second: number): CSSProperties | undefined {
  if (!imageMap) return undefined;
  const index = imageMap as unknown as ImageMapIndex & { offset?: number };
  const tile = tileFor(index, (index.offset ?? 0) + second);
  const sheet = tile && imageMap.sheets.find((s) => s.file === tile.sheet);
  if (!tile || !sheet) return undefined;
  const scale = TILE_WIDTH / tile.width;
  return {
    backgroundImage: `url("${sheet.url}")`,
    backgroundSize: `${index.columns * tile.width * scale}px auto`,
    backgroundPosition: `${-tile.x * scale}px ${-tile.y * scale}px`,
  };
}

type Props = { workflow: PlayerWorkflowDto; onPick: (index: number, at: number) => void; onClose: () => void };

/** Search over the transcript: suggested key terms, results grouped by step, empty states (spec 02 §2, §5). */
export function SearchPanel({ workflow, onPick, onClose }: Props) {
  const t = useTranslations('player');
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const order = useMemo(() => workflow.steps.map((s) => s.id), [workflow.steps]);
  const groups = useMemo(() => searchTranscript(workflow.transcript, order, query, workflow.languageCode), [workflow.transcript, order, query, workflow.languageCode]);
  const hasQuery = query.trim().length > 0;
  return (
    <div className={styles.panel} role="dialog" aria-label={t('search')} onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className={styles.panelHead}>
        <h2>{t('search')}</h2>
        <button type="button" className={styles.btn} aria-label={t('close')} title={t('close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.searchBox} role="search">
        <input ref={input} type="search" value={query} aria-label={t('searchLabel')} placeholder={t('searchPlaceholder')} onChange={(e) => setQuery(e.target.value)} />
      </div>
      {workflow.terms.length > 0 && (
        <>
          <h3 className={styles.muted}>{t('suggestedTerms')}</h3>
          <ul className={styles.chips}>
            {workflow.terms.map((term) => (
              <li key={term}>
                <button type="button" className={styles.chip} onClick={() => setQuery(term)}>
                  {term}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <div aria-live="polite">
        {!hasQuery && <p className={styles.muted}>{t('searchEmptyQuery')}</p>}
        {hasQuery && groups.length === 0 && <p className={styles.muted}>{t('searchNoResults', { query: query.trim() })}</p>}
      </div>
      {groups.map((group) => {
        const index = order.indexOf(group.stepId);
        const step = workflow.steps[index];
        return (
          <section key={group.stepId} className={styles.group} aria-label={t('untitledStep', { number: stepNumber(index) })}>
            <h3>
              {stepNumber(index)} · {step.title || t('untitledStep', { number: stepNumber(index) })}
            </h3>
            <ul className={styles.hits}>
              {group.hits.map((hit) => (
                <li key={`${hit.start}-${hit.snippet.match}`}>
                  <button type="button" className={styles.hit} onClick={() => onPick(index, hit.start)}>
                    <span className={styles.tile} style={tileStyle(step.imageMap, thumbnailSecond(hit.start))} aria-hidden="true" />
                    <span>
                      <span>
                        {hit.snippet.ellipsis && '…'}
                        {hit.snippet.before}
                        <mark>{hit.snippet.match}</mark>
                        {hit.snippet.after}
                      </span>
                      <br />
                      <span className={styles.hitTime}>{formatTime(hit.start)}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
