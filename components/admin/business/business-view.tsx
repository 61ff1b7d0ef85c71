'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { DataTable } from '@/components/admin/data-table';
import admin from '@/components/admin/admin.module.css';
import { Button } from '@/components/ui/button';
import { businessNameSchema, type BusinessItem } from '@/lib/business/schema';
import { DeleteDialog } from './delete-dialog';
import { NameDialog } from './name-dialog';
import { useBusinessActions, useBusinessUnits } from './use-business';
import { useDialogState } from './use-dialog-state';
import kit from './kit.module.css';

const MAX = 90;

/** /admin/business: the organisation's business units (spec §2, §3 Business). */
export function BusinessView({ initial }: { initial: BusinessItem[] }) {
  const t = useTranslations('adminBusiness');
  const tc = useTranslations('common');
  const format = useFormatter();
  const createId = useId();
  const { data = [], isFetching } = useBusinessUnits(initial);
  const actions = useBusinessActions();
  const dialog = useDialogState<'create' | 'rename' | 'delete', BusinessItem | null>();
  const [status, setStatus] = useState('');
  const { item, show } = dialog;

  const columns = useMemo<ColumnDef<BusinessItem, unknown>[]>(
    () => [
      { accessorKey: 'name', header: t('columnName') },
      {
        accessorKey: 'createdAt',
        header: t('columnCreated'),
        cell: ({ row }) => format.dateTime(new Date(row.original.createdAt), { dateStyle: 'medium' }),
      },
      {
        id: 'actions',
        header: t('columnActions'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.canEdit ? (
            <div className={kit.rowActions}>
              <Button variant="secondary" aria-label={t('renameLabel', { name: row.original.name })} onClick={() => show('rename', row.original)}>
                {t('rename')}
              </Button>
              <Button variant="secondary" aria-label={t('deleteLabel', { name: row.original.name })} onClick={() => show('delete', row.original)}>
                {t('delete')}
              </Button>
            </div>
          ) : null,
      },
    ],
    [t, format, show],
  );

  const counter = (length: number) => t('counter', { count: length, max: MAX });
  const dialogProps = { namespace: 'adminBusiness' as const, label: t('nameLabel'), cancelLabel: tc('cancel'), counter, schema: businessNameSchema };

  return (
    <div>
      <h1 className={admin.heading}>{t('title')}</h1>
      <p className={admin.intro}>{t('intro')}</p>
      <p role="status" className={kit.status}>
        {status}
      </p>
      <DataTable
        label={t('tableLabel')}
        data={data}
        columns={columns}
        loading={isFetching && data.length === 0}
        empty={t('empty')}
        toolbar={
          <Button id={createId} onClick={() => dialog.show('create', null)}>
            {t('create')}
          </Button>
        }
      />
      <NameDialog
        key={`create-${dialog.session}`}
        {...dialogProps}
        open={dialog.isOpen('create')}
        onOpenChange={(open) => !open && dialog.close()}
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
        {...dialogProps}
        open={dialog.isOpen('rename')}
        onOpenChange={(open) => !open && dialog.close()}
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
        namespace="adminBusiness"
        open={dialog.isOpen('delete')}
        onOpenChange={(open) => !open && dialog.close()}
        title={t('deleteTitle', { name: item?.name ?? '' })}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={tc('cancel')}
        focusAfter={() => document.getElementById(createId)}
        onConfirm={async () => {
          await actions.remove(item!.id);
          setStatus(t('deleted', { name: item!.name }));
        }}
      >
        {t('deleteBody')}
      </DeleteDialog>
    </div>
  );
}
