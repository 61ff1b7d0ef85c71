'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useState, type ReactNode } from 'react';
import { DataTable } from '@/components/admin/data-table';
import { Alert } from '@/components/ui/alert';
import { ApiRequestError } from '@/components/ui/api-request';
import { useMessage } from '@/components/workspaces/use-message';
import { useRefreshWorkspaces } from '@/components/workspaces/use-refresh';
import { useReturnFocus } from '@/components/workspaces/use-return-focus';
import type { GroupChoice, ManagedWorkspace, WorkspaceDependents } from '@/lib/workspaces/admin-types';
import styles from '@/components/workspaces/workspaces.module.css';
import { CreateWorkspaceButton } from './create-workspace-button';
import { checkWorkspaceDelete, DeleteWorkspaceDialog } from './delete-workspace-dialog';
import { MembersDialog } from './members-dialog';
import { useWorkspaceColumns, WorkspaceRowContext, type RowAction } from './workspace-columns';
import { WorkspaceFormDialog } from './workspace-form-dialog';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; workspace: ManagedWorkspace }
  | { kind: 'members'; workspace: ManagedWorkspace }
  | { kind: 'delete'; workspace: ManagedWorkspace; dependents: WorkspaceDependents }
  | null;

type Props = {
  items: ManagedWorkspace[];
  groupChoices: GroupChoice[];
  selfId: string;
  /** The group page: its workspaces only, created in it, no group column. */
  groupId?: string;
  canCreate: boolean;
  /** The page heading's id: focus lands there when the row that opened a dialog is gone. */
  headingId: string;
  empty: ReactNode;
};

/** The workspace table with its create, edit, members and delete dialogs; the page refreshes after each change. */
export function WorkspacesTable({ items, groupChoices, selfId, groupId, canCreate, headingId, empty }: Props) {
  const t = useTranslations('adminWorkspaces');
  const message = useMessage();
  const { refresh, refreshing } = useRefreshWorkspaces();
  const [open, setOpen] = useState<Open>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checkingId, setCheckingId] = useState<string | null>(null);
  const columns = useWorkspaceColumns(!groupId);
  const focus = useReturnFocus(headingId);

  const onAction = async (action: RowAction, workspace: ManagedWorkspace) => {
    setError(null);
    focus.remember();
    if (action !== 'delete') return setOpen({ kind: action, workspace });
    setCheckingId(workspace.id);
    try {
      setOpen({ kind: 'delete', workspace, dependents: await checkWorkspaceDelete(workspace.id) });
    } catch (e) {
      setError(message(e instanceof ApiRequestError ? e.messageKey : null));
    } finally {
      setCheckingId(null);
    }
  };
  const saved = (text: string) => {
    setOpen(null);
    setStatus(text);
    refresh();
  };

  return (
    <>
      <p role="status" className={styles.status} aria-busy={refreshing || undefined}>
        {status}
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <WorkspaceRowContext.Provider value={{ checkingId, onAction }}>
        <DataTable
          label={t('tableLabel')}
          data={items}
          columns={columns}
          toolbar={
            canCreate ? (
              <CreateWorkspaceButton hasGroups={groupChoices.length > 0} onClick={() => setOpen({ kind: 'create' })} hintId={`${headingId}-nogroups`} />
            ) : null
          }
          empty={empty}
        />
      </WorkspaceRowContext.Provider>
      {open?.kind === 'create' || open?.kind === 'edit' ? (
        <WorkspaceFormDialog
          workspace={open.kind === 'edit' ? open.workspace : undefined}
          groupChoices={groupChoices}
          groupId={groupId}
          onClose={() => setOpen(null)}
          onSaved={(item) => saved(t(open.kind === 'edit' ? 'saved' : 'created', { name: item.name }))}
        />
      ) : null}
      {open?.kind === 'members' ? <MembersDialog workspace={open.workspace} selfId={selfId} onClose={() => setOpen(null)} onChanged={refresh} /> : null}
      {open?.kind === 'delete' ? (
        <DeleteWorkspaceDialog
          workspace={open.workspace}
          dependents={open.dependents}
          onClose={() => {
            setOpen(null);
            focus.restore();
          }}
          onDeleted={(name) => {
            saved(t('deleted', { name }));
            focus.toFallback();
          }}
        />
      ) : null}
    </>
  );
}
