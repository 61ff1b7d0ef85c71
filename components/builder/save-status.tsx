'use client';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import type { SaveState } from './use-builder';
import styles from './builder.module.css';

type Props = { state: SaveState; dirty: boolean; errorKey: string | null; onSave: () => void };

/** Saved / unsaved / saving / failed, announced politely; Save (and Retry after a failure). */
export function SaveStatus({ state, dirty, errorKey, onSave }: Props) {
  const t = useTranslations('builder');
  const message = useMessage();
  const text =
    state === 'saving' ? t('saving') : state === 'failed' ? t('saveFailed', { reason: message(errorKey) }) : dirty ? t('unsaved') : t('saved');
  return (
    <div className={styles.saveBar}>
      <p role="status" aria-live="polite" className={styles.saveState} data-state={state === 'idle' && dirty ? 'dirty' : state}>
        {text}
      </p>
      <Button type="button" onClick={onSave} busy={state === 'saving'} disabled={!dirty && state !== 'failed'}>
        {state === 'failed' ? t('retry') : t('save')}
      </Button>
    </div>
  );
}
