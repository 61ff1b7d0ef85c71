'use client';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslations } from '@/lib/i18n/client';
import { SOP_TITLE_MAX } from '@/lib/sop-ui/rules';
import type { SopDetail } from '@/lib/sop-ui/types';
import { sopApi } from '../sop-api';
import styles from '../sop.module.css';

type Props = { sop: Pick<SopDetail, 'id'>; title: string; canEdit: boolean; onSaved: (title: string, item?: SopDetail) => void; onResult: (ok: boolean) => void };

/**
 * Spec §4 title editing: Rename enters edit mode; a changed title is saved with the input locked
 * while saving; edit mode ends whatever the outcome, and the parent hears success or failure.
 */
export function TitleEditor({ sop, title, canEdit, onSaved, onResult }: Props) {
  const t = useTranslations('sopUi');
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(title);
  const [saving, setSaving] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  // Enter and the blur that follows must not save twice.
  const finishing = useRef(false);

  const finish = async () => {
    if (finishing.current) return;
    finishing.current = true;
    const next = value.trim();
    if (!next || next === title) {
      setValue(title);
      setEditing(false);
      finishing.current = false;
      return;
    }
    setSaving(true);
    try {
      const item = await sopApi.patch(sop.id, { title: next });
      onSaved(next, item);
      onResult(true);
    } catch {
      setValue(title);
      onResult(false);
    } finally {
      setSaving(false);
      setEditing(false);
      finishing.current = false;
      requestAnimationFrame(() => renameButton.current?.focus());
    }
  };

  if (!editing)
    return (
      <div className={styles.titleRow}>
        <h1 className={styles.pageTitle}>{title}</h1>
        {canEdit ? (
          <Button ref={renameButton} type="button" variant="ghost" onClick={() => {
              setValue(title);
              setEditing(true);
            }}>
            {t('editor.rename')}
          </Button>
        ) : null}
      </div>
    );
  return (
    <div className={styles.titleRow}>
      <label className="visually-hidden" htmlFor="sop-title-input">
        {t('editor.titleLabel')}
      </label>
      <input
        id="sop-title-input"
        className={styles.titleInput}
        value={value}
        maxLength={SOP_TITLE_MAX}
        disabled={saving}
        autoFocus
        aria-describedby="sop-title-count"
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => void finish()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void finish();
          if (e.key === 'Escape') {
            finishing.current = true;
            setValue(title);
            setEditing(false);
            finishing.current = false;
          }
        }}
      />
      <span id="sop-title-count" className={styles.muted}>
        {t('titleCount', { count: value.length, max: SOP_TITLE_MAX })}
      </span>
    </div>
  );
}
