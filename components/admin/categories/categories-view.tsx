'use client';
import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useTranslations } from '@/lib/i18n/client';
import { useCallback, useId, useMemo, useState } from 'react';
import { NamedListView } from '@/components/admin/kit/named-list-view';
import { useErrorText } from '@/components/admin/kit/use-error-text';
import kit from '@/components/admin/kit/kit.module.css';
import { Alert } from '@/components/ui/alert';
import { categoryNameSchema, type CategoryItem } from '@/lib/categories/schema';
import { MoveButtons } from './move-buttons';
import { useCategoryActions, useCategoryList } from './use-categories';
import { useMove } from './use-move';

/** /admin/categories: categories in their order with sub-category counts; create, rename, move, delete. */
export function CategoriesView({ initial }: { initial: CategoryItem[] }) {
  const t = useTranslations('adminCategories');
  const errorText = useErrorText('adminCategories');
  const baseId = useId();
  const createId = `${baseId}-create`;
  const { data = [], isFetching } = useCategoryList(initial);
  const actions = useCategoryActions();
  const statusState = useState('');
  const setStatus = statusState[1];
  const moved = useCallback((name: string, position: number) => setStatus(t('moved', { name, position })), [setStatus, t]);
  const move = useMove({ items: data, baseId, fallbackId: createId, move: actions.move, onMoved: moved });

  const columns = useMemo<ColumnDef<CategoryItem, unknown>[]>(
    () => [
      {
        accessorKey: 'subcategoriesCount',
        header: t('columnSubcategories'),
        cell: ({ row }) => <span className={kit.numeric}>{row.original.subcategoriesCount}</span>,
      },
    ],
    [t],
  );
  const rowButtons = useCallback(
    (category: CategoryItem) => {
      const index = data.indexOf(category);
      return <MoveButtons idBase={`${baseId}-${category.id}`} name={category.name} index={index} count={data.length} onMove={(to) => move.run(category, index, to)} />;
    },
    [data, baseId, move],
  );
  const nameCell = useCallback((category: CategoryItem) => <Link href={`/admin/category/${category.id}`}>{category.name}</Link>, []);

  return (
    <NamedListView
      namespace="adminCategories"
      items={data}
      loading={isFetching && data.length === 0}
      schema={categoryNameSchema}
      actions={actions}
      nameCell={nameCell}
      columns={columns}
      rowButtons={rowButtons}
      createId={createId}
      statusState={statusState}
      alert={move.error ? <Alert>{errorText(move.error)}</Alert> : null}
      deleteBody={(item) => t('deleteBody', { count: item?.subcategoriesCount ?? 0 })}
    />
  );
}
