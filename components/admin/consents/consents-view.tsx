'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/admin/data-table';
import admin from '@/components/admin/admin.module.css';
import { adminRequest } from '@/components/admin/kit/admin-api';
import { useDialogState } from '@/components/admin/kit/use-dialog-state';
import kit from '@/components/admin/kit/kit.module.css';
import { DeleteDialog } from '@/components/admin/kit/delete-dialog';
import { RowEditButtons } from '@/components/admin/kit/row-edit-buttons';
import { Button } from '@/components/ui/button';
import { useTranslations } from '@/lib/i18n/client';
import type { ConsentAdminItem } from '@/lib/consents/schema';
import { ConsentFormDialog } from './consent-form-dialog';

/** /admin/consents: the consents members are asked in the consent popup, with how they answered. */
export function ConsentsView({ initial }: { initial: ConsentAdminItem[] }) {
  const t = useTranslations('adminConsents');
  const tc = useTranslations('common');
  const [items, setItems] = useState(initial);
  const [status, setStatus] = useState('');
  const dialog = useDialogState<'form' | 'delete', ConsentAdminItem | null>();

  const columns = useMemo<ColumnDef<ConsentAdminItem, unknown>[]>(
    () => [
      { accessorKey: 'name', header: t('columnName') },
      { id: 'kind', header: t('columnKind'), accessorFn: (c) => t(`kind.${c.kind}`) },
      { id: 'mandatory', header: t('columnMandatory'), accessorFn: (c) => (c.mandatory ? t('yes') : t('no')) },
      { accessorKey: 'agreed', header: t('columnAgreed') },
      { accessorKey: 'refused', header: t('columnRefused') },
      {
        id: 'actions',
        header: t('columnActions'),
        enableSorting: false,
        cell: ({ row }) => (
          <RowEditButtons
            namespace="adminConsents"
            name={row.original.name}
            onRename={() => dialog.show('form', row.original)}
            onDelete={() => dialog.show('delete', row.original)}
          />
        ),
      },
    ],
    [t, dialog],
  );

  const saved = (item: ConsentAdminItem) => {
    const editing = !!dialog.item;
    setItems((list) => (editing ? list.map((c) => (c.id === item.id ? item : c)) : [...list, item]));
    dialog.close();
    setStatus(t(editing ? 'saved' : 'created', { name: item.name }));
  };

  const remove = async () => {
    const target = dialog.item!;
    await adminRequest(`/api/v1/consents/${target.id}`, { method: 'DELETE' });
    setItems((list) => list.filter((c) => c.id !== target.id));
    setStatus(t('deleted', { name: target.name }));
  };

  return (
    <div>
      <h1 className={admin.heading}>{t('title')}</h1>
      <p className={admin.intro}>{t('intro')}</p>
      <p role="status" className={kit.status}>
        {status}
      </p>
      <DataTable
        label={t('tableLabel')}
        data={items}
        columns={columns}
        empty={t('empty')}
        toolbar={
          <Button id="consent-create" onClick={() => dialog.show('form', null)}>
            {t('create')}
          </Button>
        }
      />
      {dialog.isOpen('form') && (
        <ConsentFormDialog key={`form-${dialog.session}`} open onOpenChange={(open) => !open && dialog.close()} item={dialog.item} onSaved={saved} />
      )}
      <DeleteDialog
        key={`delete-${dialog.session}`}
        namespace="adminConsents"
        open={dialog.isOpen('delete')}
        onOpenChange={(open) => !open && dialog.close()}
        title={t('deleteTitle', { name: dialog.item?.name ?? '' })}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={tc('cancel')}
        focusAfter={() => document.getElementById('consent-create')}
        onConfirm={remove}
      >
        <p>{t('deleteBody')}</p>
      </DeleteDialog>
    </div>
  );
}
