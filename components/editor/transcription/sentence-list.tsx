'use client';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { SentenceIssue } from '@/lib/editor/transcription/rules';
import type { TranscriptSentence } from '@/lib/transcription/types';
import { SentenceRow, type RowActions } from './sentence-row';
import styles from './transcription-editor.module.css';

type Props = {
  sentences: readonly TranscriptSentence[];
  issues: ReadonlyMap<number, SentenceIssue>;
  dir: 'ltr' | 'rtl';
  lang: string;
  actions: RowActions;
  label: string;
  /** Scrolls this index into view (e.g. the first flagged sentence). */
  listRef?: React.RefObject<{ scrollTo: (index: number) => void } | null>;
};

/**
 * The sentences, virtualised: only the rows in view (and a few around) are in the page, so a
 * two-hour transcript (some 2,000 sentences, 20,000 words) opens and types as fast as a short one.
 */
export function SentenceList({ sentences, issues, dir, lang, actions, label, listRef }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the list itself is not memoised; its rows are (SentenceRow)
  const virtualizer = useVirtualizer({
    count: sentences.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 112,
    overscan: 6,
  });
  if (listRef) listRef.current = { scrollTo: (index) => virtualizer.scrollToIndex(index, { align: 'center' }) };
  return (
    <div ref={scroller} className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
      <ol className={styles.list} style={{ height: virtualizer.getTotalSize() }} dir={dir}>
        {virtualizer.getVirtualItems().map((item) => (
          <li
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className={styles.item}
            style={{ transform: `translateY(${item.start}px)` }}
            aria-posinset={item.index + 1}
            aria-setsize={sentences.length}
          >
            <SentenceRow
              index={item.index}
              sentence={sentences[item.index]}
              issue={issues.get(item.index) ?? null}
              isLast={item.index === sentences.length - 1}
              dir={dir}
              lang={lang}
              actions={actions}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}
