'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import { useId, useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import type { z } from 'zod';
import { DataTable } from '@/components/admin/data-table';
import admin from '@/components/admin/admin.module.css';
import { Button } from '@/components/ui/button';
import { DeleteDialog } from './delete-dialog';
import { NameDialog } from './name-dialog';
import { RowEditButtons } from './row-edit-buttons';
import { useDialogState } from './use-dialog-state';
import { useNameDialogProps } from './use-name-dialog-props';
import type { KitNamespace } from './use-error-text';
import kit from './kit.module.css';

export type NamedItem = { id: string; name: string; canEdit: boolean; createdAt: string | Date };
type Reply<T> = Promise<{ item: T }>;
export type NamedListActions<T> = { create: (name: string) => Reply<T>; rename: (id: string, name: string) => Reply<T>; remove: (id: string) => Promise<unknown> };
type Dialogs<T> = ReturnType<typeof useDialogState<string, T | null>>;

type Props<T extends NamedItem> = {
  /** Its keys (title, intro, create, renameTitle, deleteBody …) are the same in every such screen. */
  namespace: KitNamespace;
  items: T[];
  loading: boolean;
  schema: z.ZodType<string>;
  actions: NamedListActions<T>;
  deleteBody: (item: T | null) => ReactNode;
  /** The name cell (a link to the item's page), plain text by default. */
  nameCell?: (item: T) => ReactNode;
  /** Columns between the name and the creation date (counts). */
  columns?: ColumnDef<T, unknown>[];
  /** Row buttons before Rename and Delete: `show` opens a dialog of the caller's own kind. */
  rowButtons?: (item: T, show: Dialogs<T>['show']) => ReactNode;
  /** The live status line, when the caller announces changes of its own too (moves). */
  statusState?: [string, Dispatch<SetStateAction<string>>];
  /** A problem outside the dialogs (a failed move), above the table. */
  alert?: ReactNode;
  createId?: string;
  /** Dialogs of the caller's own kinds, given the dialog state. */
  children?: (dialogs: Dialogs<T>) => ReactNode;
};

/**
 * An admin list of named things (teams, business units, categories): heading, live status line,
 * the table with a create button, and the create, rename and delete dialogs with their wording.
 */
export function NamedListView<T extends NamedItem>(props: Props<T>) {
  const { namespace, items, loading, schema, actions, deleteBody, nameCell, columns = [], rowButtons, alert, createId, children } = props;
  const t = useTranslations(namespace);
  const tc = useTranslations('common');
  const ownStatus = useState('');
  const [status, setStatus] = props.statusState ?? ownStatus;
  const format = useFormatter();
  const ownId = useId();
  const createButtonId = createId ?? ownId;
  const dialog = useDialogState<string, T | null>();
  const { item, show } = dialog;

  const allColumns = useMemo<ColumnDef<T, unknown>[]>(
    () => [
      { accessorKey: 'name', header: t('columnName'), ...(nameCell ? { cell: ({ row }) => nameCell(row.original) } : {}) },
      ...columns,
      { accessorKey: 'createdAt', header: t('columnCreated'), cell: ({ row }) => format.dateTime(new Date(row.original.createdAt), { dateStyle: 'medium' }) },
      {
        id: 'actions',
        header: t('columnActions'),
        enableSorting: false,
        cell: ({ row }) => {
          const named = row.original;
          if (!named.canEdit) return null;
          return (
            <RowEditButtons namespace={namespace} name={named.name} onRename={() => show('rename', named)} onDelete={() => show('delete', named)}>
              {rowButtons?.(named, show)}
            </RowEditButtons>
          );
        },
      },
    ],
    [t, format, show, nameCell, columns, rowButtons, namespace],
  );

  const close = (open: boolean) => !open && dialog.close();
  const nameProps = useNameDialogProps(namespace, schema, close);

  return (
    <div>
      <h1 className={admin.heading}>{t('title')}</h1>
      <p className={admin.intro}>{t('intro')}</p>
      <p role="status" className={kit.status}>
        {status}
      </p>
      {alert}
      <DataTable
        label={t('tableLabel')}
        data={items}
        columns={allColumns}
        loading={loading}
        empty={t('empty')}
        toolbar={
          <Button id={createButtonId} onClick={() => show('create', null)}>
            {t('create')}
          </Button>
        }
      />
      <NameDialog
        key={`create-${dialog.session}`}
        {...nameProps}
        open={dialog.isOpen('create')}
        title={t('createTitle')}
        submitLabel={t('createSubmit')}
        onSubmit={async (name) => {
          const { item: made } = await actions.create(name);
          dialog.close();
          setStatus(t('created', { name: made.name }));
        }}
      />
      <NameDialog
        key={`rename-${dialog.session}`}
        {...nameProps}
        open={dialog.isOpen('rename')}
        title={t('renameTitle', { name: item?.name ?? '' })}
        submitLabel={tc('save')}
        initialName={item?.name ?? ''}
        onSubmit={async (name) => {
          const { item: renamed } = await actions.rename(item!.id, name);
          dialog.close();
          setStatus(t('renamed', { name: renamed.name }));
        }}
      />
      <DeleteDialog
        key={`delete-${dialog.session}`}
        namespace={namespace}
        open={dialog.isOpen('delete')}
        onOpenChange={close}
        title={t('deleteTitle', { name: item?.name ?? '' })}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={tc('cancel')}
        focusAfter={() => document.getElementById(createButtonId)}
        onConfirm={async () => {
          await actions.remove(item!.id);
          setStatus(t('deleted', { name: item!.name }));
        }}
      >
        {deleteBody(item)}
      </DeleteDialog>
      {children?.(dialog)}
    </div>
  );
}
