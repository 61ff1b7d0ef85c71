'use client';
import type { ColumnDef, Row } from '@tanstack/react-table';
import { useTranslations } from '@/lib/i18n/client';
import { createContext, useContext, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { WorkspaceName } from '@/components/workspaces/workspace-name';
import type { ManagedWorkspace } from '@/lib/workspaces/admin-types';
import styles from '@/components/workspaces/workspaces.module.css';

export type RowAction = 'edit' | 'members' | 'delete';
/** Stable ids: focus returns to a row's button by id after a dialog or a refresh. */
const rowActionId = (action: RowAction, id: string) => `workspace-${action}-${id}`;

type RowState = { checkingId: string | null; onAction: (action: RowAction, workspace: ManagedWorkspace) => void };
/**
 * What the action cells need that changes while the page is open. It comes through context so
 * the column definitions stay the same objects: new cell functions would re-create every
 * button and throw away the keyboard focus.
 */
export const WorkspaceRowContext = createContext<RowState>({ checkingId: null, onAction: () => {} });

function NameCell({ row: { original: w } }: { row: Row<ManagedWorkspace> }) {
  const t = useTranslations('adminWorkspaces');
  return <WorkspaceName name={w.name} color={w.color} isPrivate={w.private} privateLabel={t('privateWorkspace')} />;
}

function ActionsCell({ row: { original: w } }: { row: Row<ManagedWorkspace> }) {
  const t = useTranslations('adminWorkspaces');
  const { checkingId, onAction } = useContext(WorkspaceRowContext);
  const button = (action: RowAction, label: string, text: string) => (
    <Button
      id={rowActionId(action, w.id)}
      type="button"
      variant="secondary"
      className={styles.small}
      aria-label={label}
      busy={action === 'delete' && checkingId === w.id}
      onClick={() => onAction(action, w)}
    >
      {text}
    </Button>
  );
  return (
    <div className={styles.rowActions}>
      {w.canEdit ? button('edit', t('editLabel', { name: w.name }), t('edit')) : null}
      {w.canManageMembers ? button('members', t('membersLabel', { name: w.name }), t('members')) : null}
      {w.canDelete ? button('delete', t('deleteLabel', { name: w.name }), t('delete')) : null}
    </div>
  );
}

/** Columns of the workspace tables; buttons appear only for what the DTO says the caller may do. */
export function useWorkspaceColumns(showGroup: boolean): ColumnDef<ManagedWorkspace, unknown>[] {
  const t = useTranslations('adminWorkspaces');
  return useMemo(() => {
    const columns: ColumnDef<ManagedWorkspace, unknown>[] = [
      { id: 'name', header: t('colName'), accessorFn: (w) => w.name, cell: NameCell },
      { id: 'group', header: t('colGroup'), accessorFn: (w) => w.workspaceGroupName },
      { id: 'private', header: t('colPrivate'), accessorFn: (w) => (w.private ? t('privateYes') : t('privateNo')) },
      { id: 'members', header: t('colMembers'), accessorFn: (w) => w.membersCount },
      { id: 'role', header: t('colRole'), accessorFn: (w) => t(`roles.${w.myRole}`) },
      { id: 'actions', header: t('colActions'), enableSorting: false, enableGlobalFilter: false, cell: ActionsCell },
    ];
    return showGroup ? columns : columns.filter((c) => c.id !== 'group');
  }, [t, showGroup]);
}
