'use client';
import type { EditorElement, Order } from '@/lib/annotations/editor-ops';
import { useTranslations } from '@/lib/i18n/client';
import styles from './annotations.module.css';

type Props = {
  elements: EditorElement[];
  selected: EditorElement | null;
  languages: string[];
  time: number;
  onSelect: (id: string) => void;
  onRetime: (startTime: number, endTime: number) => void;
  onEdit: (patch: Partial<EditorElement>) => void;
  onDelete: () => void;
  onCopy: () => void;
  onOrder: (order: Order) => void;
};

const TYPE_KEYS: Record<string, string> = { path: 'pen', arrow: 'arrow', 'i-text': 'text', image: 'image', shape: 'shape', blur: 'blur', zoom: 'zoom' };
const ORDERS: Order[] = ['front', 'forward', 'backward', 'back'];

/** The step's elements (a keyboard path to each) and the selected one's times, text and order. */
export function ElementPanel({ elements, selected, languages, time, onSelect, onRetime, onEdit, onDelete, onCopy, onOrder }: Props) {
  const t = useTranslations('advancedEditor.annotations');
  const translations = (selected?.translations ?? {}) as Record<string, string>;
  return (
    <aside className={styles.panel} aria-label={t('elementsLabel')}>
      <h2 className={styles.heading}>{t('elements')}</h2>
      {elements.length === 0 ? <p className={styles.muted}>{t('noElements')}</p> : null}
      <ol className={styles.list}>
        {elements.map((e, i) => (
          <li key={e.id}>
            <button type="button" className={styles.item} aria-pressed={selected?.id === e.id} onClick={() => onSelect(e.id)}>
              {t('elementName', { number: i + 1, type: t(`tools.${TYPE_KEYS[e.type] ?? 'shape'}`), start: e.startTime, end: e.endTime })}
            </button>
          </li>
        ))}
      </ol>
      {selected ? (
        <div className={styles.props}>
          <div className={styles.row}>
            <label className={styles.field}>
              {t('startTime')}
              <input type="number" step="0.01" min={0} aria-label={t('startTime')} value={selected.startTime} onChange={(e) => onRetime(Number(e.target.value), selected.endTime)} name="startTime" />
            </label>
            <button type="button" className={styles.small} onClick={() => onRetime(time, Math.max(time, selected.endTime))}>
              {t('startHere')}
            </button>
          </div>
          <div className={styles.row}>
            <label className={styles.field}>
              {t('endTime')}
              <input type="number" step="0.01" min={0} aria-label={t('endTime')} value={selected.endTime} onChange={(e) => onRetime(selected.startTime, Number(e.target.value))} name="endTime" />
            </label>
            <button type="button" className={styles.small} onClick={() => onRetime(Math.min(time, selected.startTime), time)}>
              {t('endHere')}
            </button>
          </div>
          {selected.type === 'i-text' ? (
            <>
              <label className={styles.field}>
                {t('text')}
                <textarea name="text" aria-label={t('text')} rows={3} maxLength={500} value={String(selected.text ?? '')} onChange={(e) => onEdit({ text: e.target.value })} />
              </label>
              {languages.map((code) => (
                <label key={code} className={styles.field}>
                  {t('translation', { language: code })}
                  <textarea name={`translation-${code}`} aria-label={t('translation', { language: code })} rows={2} maxLength={500} value={translations[code] ?? ''} onChange={(e) => onEdit({ translations: { ...translations, [code]: e.target.value } })} />
                </label>
              ))}
            </>
          ) : null}
          <div className={styles.row}>
            <button type="button" className={styles.small} onClick={onCopy}>
              {t('copy')}
            </button>
            <button type="button" className={styles.small} onClick={onDelete}>
              {t('delete')}
            </button>
          </div>
          <div className={styles.row} role="group" aria-label={t('order')}>
            {ORDERS.map((order) => (
              <button key={order} type="button" className={styles.small} onClick={() => onOrder(order)}>
                {t(`orders.${order}`)}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </aside>
  );
}
