'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { TITLE_MAX } from '@/lib/workflows/constants';
import type { WorkflowCardView } from '@/lib/workflows/library-schema';
import { LibraryDialog } from './library-dialog';
import styles from './library.module.css';
import { useNotice } from './notice';
import { useCardActions, useEditWorkspaces } from './use-library';
import { useRun } from './use-run';

type Props = { card: WorkflowCardView; onClose: () => void };

/** Rename (unpublished only): at most 90 characters, trimmed; an unchanged title cannot be saved. */
export function RenameDialog({ card, onClose }: Props) {
  const t = useTranslations('cardTools');
  const actions = useCardActions();
  const notice = useNotice();
  const { busy, error, run } = useRun();
  const [title, setTitle] = useState(card.title);
  const trimmed = title.trim();
  const canSubmit = trimmed.length > 0 && trimmed.length <= TITLE_MAX && trimmed !== card.title;
  return (
    <LibraryDialog
      title={t('rename.title')}
      submitLabel={t('rename.submit')}
      canSubmit={canSubmit}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={() => run(() => actions.rename(card.id, trimmed, card.languageCode), () => (notice(t('rename.done')), onClose()))}
    >
      <TextField
        label={t('rename.label')}
        value={title}
        maxLength={TITLE_MAX}
        onChange={(e) => setTitle(e.target.value)}
        hint={t('rename.counter', { count: title.length, max: TITLE_MAX })}
        error={trimmed.length === 0 ? t('rename.required') : undefined}
        autoFocus
      />
    </LibraryDialog>
  );
}

/** Move (one target) and copy (one or more targets) share the picker of workspaces the caller authors in. */
export function WorkspacePickDialog({ card, onClose, mode }: Props & { mode: 'move' | 'copy' }) {
  const t = useTranslations('cardTools');
  const actions = useCardActions();
  const notice = useNotice();
  const workspaces = useEditWorkspaces();
  const { busy, error, run } = useRun();
  const [picked, setPicked] = useState<string[]>([]);
  const options = (workspaces.data ?? []).filter((w) => mode === 'copy' || w.id !== card.workspaceId);
  const toggle = (id: string, on: boolean) => setPicked((now) => (mode === 'move' ? [id] : on ? [...now, id] : now.filter((x) => x !== id)));
  const submit = () =>
    mode === 'move'
      ? run(() => actions.move(card.id, picked[0]), () => (notice(t('move.done')), onClose()))
      : run(() => actions.copy(card.id, picked), () => (notice(t('copy.done', { count: picked.length })), onClose()));
  return (
    <LibraryDialog
      title={t(`${mode}.title`)}
      description={t(`${mode}.description`, { title: card.title })}
      submitLabel={t(`${mode}.submit`)}
      canSubmit={picked.length > 0}
      busy={busy}
      error={error ?? (workspaces.isError ? t('loadFailed') : null)}
      onClose={onClose}
      onSubmit={submit}
    >
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t(`${mode}.legend`)}</legend>
        {workspaces.isPending ? <p>{t('loading')}</p> : null}
        {workspaces.isSuccess && options.length === 0 ? <p>{t('noWorkspaces')}</p> : null}
        {options.map((w) => (
          <label key={w.id} className={styles.choice}>
            <input
              type={mode === 'move' ? 'radio' : 'checkbox'}
              name={`${mode}-target`}
              checked={picked.includes(w.id)}
              onChange={(e) => toggle(w.id, e.target.checked)}
            />
            {w.name}
          </label>
        ))}
      </fieldset>
    </LibraryDialog>
  );
}
