'use client';
import type { ColumnDef, Row } from '@tanstack/react-table';
import Link from 'next/link';
import { useTranslations } from '@/lib/i18n/client';
import { createContext, useContext, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { LOCALE_NAMES, type Locale } from '@/lib/i18n/config';
import type { AdminWorkspaceGroup } from '@/lib/workspaces/admin-types';
import styles from '@/components/workspaces/workspaces.module.css';

export type GroupAction = 'edit' | 'up' | 'down' | 'default' | 'delete';

/** Stable ids so focus can follow a group to its new row after a reorder. */
export const actionId = (action: GroupAction, id: string) => `group-${action}-${id}`;

type RowState = { pending: string | null; onAction: (action: GroupAction, group: AdminWorkspaceGroup) => void };
/** Changing state reaches the cells through context, so the columns (and their buttons) stay put. */
export const GroupRowContext = createContext<RowState>({ pending: null, onAction: () => {} });

function NameCell({ row: { original: g } }: { row: Row<AdminWorkspaceGroup> }) {
  const t = useTranslations('adminGroups');
  return (
    <>
      <Link href={`/admin/workspace-group/${g.id}`}>{g.name}</Link>
      {g.isDefault ? <span className={`${styles.badge} ${styles.badgeStrong}`}>{t('default')}</span> : null}
    </>
  );
}

function ActionsCell({ row: { original: g } }: { row: Row<AdminWorkspaceGroup> }) {
  const t = useTranslations('adminGroups');
  const { pending, onAction } = useContext(GroupRowContext);
  const button = (action: GroupAction, label: string, text: string) => (
    <Button
      id={actionId(action, g.id)}
      type="button"
      variant="secondary"
      className={styles.small}
      aria-label={label}
      busy={pending === actionId(action, g.id)}
      disabled={pending !== null && pending !== actionId(action, g.id)}
      onClick={() => onAction(action, g)}
    >
      {text}
    </Button>
  );
  return (
    <div className={styles.rowActions}>
      {button('edit', t('editLabel', { name: g.name }), t('edit'))}
      {g.canMoveUp ? button('up', t('moveUp', { name: g.name }), '↑') : null}
      {g.canMoveDown ? button('down', t('moveDown', { name: g.name }), '↓') : null}
      {g.isDefault ? null : button('default', t('makeDefaultLabel', { name: g.name }), t('makeDefault'))}
      {button('delete', t('deleteLabel', { name: g.name }), t('delete'))}
    </div>
  );
}

export function useGroupColumns(): ColumnDef<AdminWorkspaceGroup, unknown>[] {
  const t = useTranslations('adminGroups');
  return useMemo(
    () => [
      { id: 'name', header: t('colName'), accessorFn: (g) => g.name, cell: NameCell },
      { id: 'locale', header: t('colLocale'), accessorFn: (g) => LOCALE_NAMES[g.locale as Locale] ?? g.locale },
      { id: 'workspaces', header: t('colWorkspaces'), accessorFn: (g) => g.workspaceCount },
      { id: 'actions', header: t('colActions'), enableSorting: false, enableGlobalFilter: false, cell: ActionsCell },
    ],
    [t],
  );
}
