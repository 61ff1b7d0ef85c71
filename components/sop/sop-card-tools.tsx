'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormModal } from '@/components/ui/dialog-form';
import ui from '@/components/ui/ui.module.css';
import { createWorkflowKeys, fetchEditWorkspaces } from '@/components/workflows/create/api';
import { useNotice } from '@/components/workflows/notice';
import { useRun } from '@/components/workflows/use-run';
import { useTranslations } from '@/lib/i18n/client';
import type { SopCardAction } from '@/lib/sop-ui/rules';
import type { SopCard } from '@/lib/sop-ui/types';
import { sopApi, sopKeys } from './sop-api';
import { SopShareDialog } from './sop-share';
import styles from './sop.module.css';

type Props = { card: SopCard; action: SopCardAction; onClose: () => void };

/** The dialog of the card tool picked from a smart instruction card's menu. */
export function SopCardTool({ card, action, onClose }: Props) {
  if (action === 'share') return <SopShareDialog sop={card} onClose={onClose} />;
  if (action === 'move' || action === 'duplicate') return <WorkspaceTool card={card} mode={action} onClose={onClose} />;
  return <ConfirmTool card={card} action={action} onClose={onClose} />;
}

function ConfirmTool({ card, action, onClose }: { card: SopCard; action: 'unpublish' | 'delete'; onClose: () => void }) {
  const t = useTranslations('sopUi');
  const common = useTranslations('common');
  const client = useQueryClient();
  const notice = useNotice();
  const { busy, error, run } = useRun();
  const call = () => (action === 'delete' ? sopApi.remove(card.id) : sopApi.patch(card.id, { published: false }));
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (!open && !busy ? onClose() : undefined)}
      title={t(`card.${action}Title`)}
      confirmLabel={t(`card.${action}`)}
      cancelLabel={common('cancel')}
      busy={busy}
      tone={action === 'delete' ? 'danger' : 'primary'}
      onConfirm={() =>
        run(call, () => {
          void client.invalidateQueries({ queryKey: sopKeys.all });
          notice(t(`card.${action}Done`, { title: card.title }));
          onClose();
        })
      }
    >
      <span>{t(`card.${action}Text`, { title: card.title })}</span>
      {error ? (
        <span role="alert" className={ui.error} style={{ display: 'block' }}>
          {error}
        </span>
      ) : null}
    </ConfirmDialog>
  );
}

/** Move to one workspace, or duplicate into several. */
function WorkspaceTool({ card, mode, onClose }: { card: SopCard; mode: 'move' | 'duplicate'; onClose: () => void }) {
  const t = useTranslations('sopUi');
  const client = useQueryClient();
  const notice = useNotice();
  const id = useId();
  const { busy, error, run } = useRun();
  const workspaces = useQuery({ queryKey: createWorkflowKeys.editWorkspaces, queryFn: fetchEditWorkspaces });
  const [chosen, setChosen] = useState<string[]>(mode === 'duplicate' ? [card.workspaceId] : []);
  const options = (workspaces.data ?? []).filter((w) => mode === 'duplicate' || w.id !== card.workspaceId);
  const toggle = (wid: string, on: boolean) => setChosen((now) => (mode === 'move' ? [wid] : on ? [...now, wid] : now.filter((x) => x !== wid)));
  const submit = () =>
    run(
      () => (mode === 'move' ? sopApi.move(card.id, chosen[0]!) : sopApi.duplicate(card.id, chosen)),
      () => {
        void client.invalidateQueries({ queryKey: sopKeys.all });
        notice(t(`card.${mode}Done`, { title: card.title }));
        onClose();
      },
    );
  return (
    <FormModal open onOpenChange={(open) => (!open ? onClose() : undefined)} title={t(`card.${mode}Title`, { title: card.title })} describeWithTitle busy={busy} submitLabel={t(`card.${mode}`)} canSubmit={chosen.length > 0} error={error} onSubmit={submit}>
      <fieldset className={styles.modes} aria-describedby={`${id}-hint`}>
        <legend className={ui.label}>{t('card.workspaces')}</legend>
        {options.map((w) => (
          <label key={w.id} className={styles.check}>
            <input type={mode === 'move' ? 'radio' : 'checkbox'} name={`${id}-ws`} checked={chosen.includes(w.id)} onChange={(e) => toggle(w.id, e.target.checked)} />
            {w.name}
          </label>
        ))}
        {workspaces.isSuccess && options.length === 0 ? <p id={`${id}-hint`}>{t('card.noOtherWorkspace')}</p> : null}
      </fieldset>
    </FormModal>
  );
}
