'use client';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { HIGHLIGHT_KEYS, type HighlightKey } from '@/lib/ai/content/types';
import type { AiSummaryContent } from '@/lib/ai-summary/schema';
import { useTranslations } from '@/lib/i18n/client';
import { CitedTime } from './cited-time';
import styles from './ai-summary.module.css';

type Props = { content: AiSummaryContent; onChange: (content: AiSummaryContent) => void };
type Summary = AiSummaryContent['summary'];

const replace = <T,>(list: readonly T[], index: number, item: T) => list.map((x, i) => (i === index ? item : x));
const without = <T,>(list: readonly T[], index: number) => list.filter((_, i) => i !== index);

/** Highlights (kind, text, tool count) and summary paragraphs, each with the time it cites. */
export function SummaryEditor({ content, onChange }: Props) {
  const t = useTranslations('aiSummary');
  const summary = content.summary;
  const set = (next: Partial<Summary>) => onChange({ ...content, summary: { ...summary, ...next } });
  return (
    <>
      <fieldset className={styles.group}>
        <legend>{t('highlights')}</legend>
        <ol className={styles.items}>
          {summary.highlights.map((h, i) => (
            <li key={i} className={styles.item} aria-label={t('highlightNumber', { number: i + 1 })}>
              <div className={styles.row}>
                <label className={styles.select}>
                  {t('highlightKind')}
                  <select value={h.key} onChange={(e) => set({ highlights: replace(summary.highlights, i, { ...h, key: e.target.value as HighlightKey }) })}>
                    {HIGHLIGHT_KEYS.map((k) => (
                      <option key={k} value={k}>
                        {t(`kind.${k}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <TextField label={t('highlightText')} value={h.content} onChange={(e) => set({ highlights: replace(summary.highlights, i, { ...h, content: e.target.value }) })} />
                {h.key === 'tools' && (
                  <TextField
                    className={styles.narrow}
                    label={t('toolCount')}
                    type="number"
                    min={0}
                    max={999}
                    value={h.count ?? ''}
                    onChange={(e) => set({ highlights: replace(summary.highlights, i, { ...h, count: e.target.value === '' ? undefined : Math.max(0, Math.floor(Number(e.target.value))) }) })}
                  />
                )}
                <Button type="button" variant="ghost" onClick={() => set({ highlights: without(summary.highlights, i) })}>
                  {t('removeHighlight', { number: i + 1 })}
                </Button>
              </div>
              <CitedTime sources={h.sources} />
            </li>
          ))}
        </ol>
        <Button type="button" variant="secondary" onClick={() => set({ highlights: [...summary.highlights, { key: 'importantNote', content: '', translations: {}, sources: [] }] })}>
          {t('addHighlight')}
        </Button>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('contents')}</legend>
        <ol className={styles.items}>
          {summary.contents.map((p, i) => (
            <li key={i} className={styles.item}>
              <label className={styles.textarea}>
                {t('paragraphNumber', { number: i + 1 })}
                <textarea value={p.content} onChange={(e) => set({ contents: replace(summary.contents, i, { ...p, content: e.target.value }) })} />
              </label>
              <div className={styles.row}>
                <CitedTime sources={p.sources} />
                <Button type="button" variant="ghost" onClick={() => set({ contents: without(summary.contents, i) })}>
                  {t('removeParagraph', { number: i + 1 })}
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <Button type="button" variant="secondary" onClick={() => set({ contents: [...summary.contents, { content: '', translations: {}, sources: [] }] })}>
          {t('addParagraph')}
        </Button>
      </fieldset>
    </>
  );
}
