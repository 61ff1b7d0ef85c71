'use client';
import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useMemo, useRef, useState } from 'react';
import { DataTable } from '@/components/admin/data-table';
import admin from '@/components/admin/admin.module.css';
import { DeleteDialog } from '@/components/admin/business/delete-dialog';
import { NameDialog } from '@/components/admin/business/name-dialog';
import { useDialogState } from '@/components/admin/business/use-dialog-state';
import { useErrorText } from '@/components/admin/business/use-error-text';
import kit from '@/components/admin/business/kit.module.css';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { categoryNameSchema, type CategoryItem } from '@/lib/categories/schema';
import { MoveButtons, moveButtonIds } from './move-buttons';
import { useCategoryActions, useCategoryList } from './use-categories';
import { useRefocus } from './use-refocus';

const MAX = 90;

/** /admin/categories: categories in their order with sub-category counts; create, rename, move, delete. */
export function CategoriesView({ initial }: { initial: CategoryItem[] }) {
  const t = useTranslations('adminCategories');
  const tc = useTranslations('common');
  const format = useFormatter();
  const errorText = useErrorText('adminCategories');
  const baseId = useId();
  const createId = `${baseId}-create`;
  const { data = [], isFetching } = useCategoryList(initial);
  const actions = useCategoryActions();
  const dialog = useDialogState<'create' | 'rename' | 'delete', CategoryItem | null>();
  const { item, show } = dialog;
  const [status, setStatus] = useState('');
  const [moveError, setMoveError] = useState<unknown>(null);
  const refocus = useRefocus(data);
  const moving = useRef(false);

  const columns = useMemo<ColumnDef<CategoryItem, unknown>[]>(() => {
    const move = async (category: CategoryItem, to: number) => {
      if (moving.current) return;
      moving.current = true;
      setMoveError(null);
      const ids = moveButtonIds(`${baseId}-${category.id}`);
      refocus.after(to < data.indexOf(category) ? [ids.up, ids.down, createId] : [ids.down, ids.up, createId]);
      try {
        await actions.move(category.id, to);
        setStatus(t('moved', { name: category.name, position: to + 1 }));
      } catch (error) {
        refocus.cancel();
        setMoveError(error);
      } finally {
        moving.current = false;
      }
    };
    return [
      {
        accessorKey: 'name',
        header: t('columnName'),
        cell: ({ row }) => <Link href={`/admin/category/${row.original.id}`}>{row.original.name}</Link>,
      },
      {
        accessorKey: 'subcategoriesCount',
        header: t('columnSubcategories'),
        cell: ({ row }) => <span className={kit.numeric}>{row.original.subcategoriesCount}</span>,
      },
      {
        accessorKey: 'createdAt',
        header: t('columnCreated'),
        cell: ({ row }) => format.dateTime(new Date(row.original.createdAt), { dateStyle: 'medium' }),
      },
      {
        id: 'actions',
        header: t('columnActions'),
        enableSorting: false,
        cell: ({ row }) => {
          const category = row.original;
          if (!category.canEdit) return null;
          return (
            <div className={kit.rowActions}>
              <MoveButtons
                idBase={`${baseId}-${category.id}`}
                name={category.name}
                index={data.indexOf(category)}
                count={data.length}
                onMove={(to) => move(category, to)}
              />
              <Button variant="secondary" aria-label={t('renameLabel', { name: category.name })} onClick={() => show('rename', category)}>
                {t('rename')}
              </Button>
              <Button variant="secondary" aria-label={t('deleteLabel', { name: category.name })} onClick={() => show('delete', category)}>
                {t('delete')}
              </Button>
            </div>
          );
        },
      },
    ];
  }, [t, format, show, data, baseId, createId, actions, refocus]);

  const close = (open: boolean) => !open && dialog.close();
  const nameProps = {
    namespace: 'adminCategories' as const,
    label: t('nameLabel'),
    cancelLabel: tc('cancel'),
    counter: (length: number) => t('counter', { count: length, max: MAX }),
    schema: categoryNameSchema,
    onOpenChange: close,
  };

  return (
    <div>
      <h1 className={admin.heading}>{t('title')}</h1>
      <p className={admin.intro}>{t('intro')}</p>
      <p role="status" className={kit.status}>
        {status}
      </p>
      {moveError ? <Alert>{errorText(moveError)}</Alert> : null}
      <DataTable
        label={t('tableLabel')}
        data={data}
        columns={columns}
        loading={isFetching && data.length === 0}
        empty={t('empty')}
        toolbar={
          <Button id={createId} onClick={() => show('create', null)}>
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
        namespace="adminCategories"
        open={dialog.isOpen('delete')}
        onOpenChange={close}
        title={t('deleteTitle', { name: item?.name ?? '' })}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={tc('cancel')}
        focusAfter={() => document.getElementById(createId)}
        onConfirm={async () => {
          await actions.remove(item!.id);
          setStatus(t('deleted', { name: item!.name }));
        }}
      >
        {t('deleteBody', { count: item?.subcategoriesCount ?? 0 })}
      </DeleteDialog>
    </div>
  );
}
