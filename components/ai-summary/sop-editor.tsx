'use client';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { AiSopItem, AiSummaryContent } from '@/lib/ai-summary/schema';
import { useTranslations } from '@/lib/i18n/client';
import { CitedTime } from './cited-time';
import styles from './ai-summary.module.css';

type Props = { content: AiSummaryContent; onChange: (content: AiSummaryContent) => void };
const FIELDS = ['step', 'description', 'tool', 'safetyOrWarning'] as const;
const EMPTY_ITEM: AiSopItem = { step: '', stepId: null, description: '', tool: '', safetyOrWarning: '', translations: {}, sources: [] };

/** The SOP outline: one item per step of the procedure (step, description, tool, safety or warning). */
export function SopEditor({ content, onChange }: Props) {
  const t = useTranslations('aiSummary');
  const setSop = (sop: AiSopItem[]) => onChange({ ...content, sop });
  return (
    <fieldset className={styles.group}>
      <legend>{t('sop')}</legend>
      <ol className={styles.items}>
        {content.sop.map((item, i) => (
          <li key={i} className={styles.item} aria-label={t('sopNumber', { number: i + 1 })}>
            <div className={styles.row}>
              {FIELDS.map((f) => (
                <TextField key={f} label={t(`sopField.${f}`)} value={item[f]} onChange={(e) => setSop(content.sop.map((x, j) => (j === i ? { ...x, [f]: e.target.value } : x)))} />
              ))}
            </div>
            <div className={styles.row}>
              <CitedTime sources={item.sources} />
              <Button type="button" variant="ghost" onClick={() => setSop(content.sop.filter((_, j) => j !== i))}>
                {t('removeSop', { number: i + 1 })}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button type="button" variant="secondary" onClick={() => setSop([...content.sop, EMPTY_ITEM])}>
        {t('addSop')}
      </Button>
    </fieldset>
  );
}
