'use client';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Icon } from '@/components/shell/icons';
import styles from '@/components/shell/shell.module.css';
import { useTranslations } from '@/lib/i18n/client';

// Loaded on first use: most page views never open it.
const CreateSkillDialog = dynamic(() => import('./create-skill-dialog').then((m) => m.CreateSkillDialog), { ssr: false });

/** The header's create-skill button (spec 01 §6: everyone but viewers, with skills access). */
export function CreateSkillButton() {
  const t = useTranslations('createSkill');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.createButton}
        aria-label={t('button')}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Icon name="plus" size={18} />
        <span className={styles.createLabel}>{t('button')}</span>
      </button>
      {used ? <CreateSkillDialog open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
