'use client';
import { Button } from '@/components/ui/button';
import { useTranslations } from '@/lib/i18n/client';
import type { SopItem } from '@/lib/sop-ui/types';
import styles from '../sop.module.css';

/** The checklist's lines: edit, add, remove (focus goes to the new line). */
export function ChecklistFields({ item, onChange }: { item: SopItem; onChange: (patch: Partial<SopItem>) => void }) {
  const t = useTranslations('sopUi');
  const lines = item.checklistItems ?? [];
  const set = (checklistItems: NonNullable<SopItem['checklistItems']>) => onChange({ checklistItems });
  const add = () => {
    const id = crypto.randomUUID();
    set([...lines, { id, text: '' }]);
    requestAnimationFrame(() => document.getElementById(`check-${id}`)?.focus());
  };
  return (
    <fieldset className={styles.subList}>
      <legend>{t('block.checklistItems')}</legend>
      <ol>
        {lines.map((line, i) => (
          <li key={line.id} className={styles.lineRow}>
            <label className="visually-hidden" htmlFor={`check-${line.id}`}>
              {t('block.checklistItem', { number: i + 1 })}
            </label>
            <input id={`check-${line.id}`} className={styles.lineInput} value={line.text} maxLength={500} onChange={(e) => set(lines.map((l) => (l.id === line.id ? { ...l, text: e.target.value } : l)))} />
            <Button type="button" variant="ghost" aria-label={t('block.removeChecklistItem', { number: i + 1 })} onClick={() => set(lines.filter((l) => l.id !== line.id))}>
              ×
            </Button>
          </li>
        ))}
      </ol>
      <Button type="button" variant="secondary" onClick={add}>
        {t('block.addChecklistItem')}
      </Button>
    </fieldset>
  );
}
