'use client';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslations } from '@/lib/i18n/client';
import type { InsertPoint } from '@/lib/editor/cut/timeline';
import styles from './cut.module.css';

type Props = {
  insert: InsertPoint;
  /** The clip's full length (seconds): what its insert segment spans. */
  length: number;
  disabled: boolean;
  onTrim: (from: number, to: number) => void;
};

/**
 * Trims the selected inserted clip alone: the part of it that plays, in its own seconds (the
 * playhead runs on the video, not on the clip, so the edges are typed in).
 */
export function InsertTrim({ insert, length, disabled, onTrim }: Props) {
  const t = useTranslations('advancedEditor.cut.insertTrim');
  const ids = { from: useId(), to: useId() };
  const [from, setFrom] = useState(String(insert.from));
  const [to, setTo] = useState(String(insert.to ?? length));
  return (
    <form className={styles.insertTrim} onSubmit={(e) => { e.preventDefault(); onTrim(Number(from), Number(to)); }}>
      <fieldset disabled={disabled}>
        <legend>{t('legend')}</legend>
        <label htmlFor={ids.from}>{t('from')}</label>
        <input id={ids.from} type="number" min={0} max={length} step={0.1} value={from} onChange={(e) => setFrom(e.target.value)} required />
        <label htmlFor={ids.to}>{t('to')}</label>
        <input id={ids.to} type="number" min={0} max={length} step={0.1} value={to} onChange={(e) => setTo(e.target.value)} required />
        <Button type="submit" variant="secondary">{t('submit')}</Button>
      </fieldset>
    </form>
  );
}
