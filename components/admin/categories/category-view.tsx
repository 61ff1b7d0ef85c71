'use client';
import Link from 'next/link';
import { useTranslations } from '@/lib/i18n/client';
import { useCallback, useId, useState } from 'react';
import admin from '@/components/admin/admin.module.css';
import { DeleteDialog } from '@/components/admin/kit/delete-dialog';
import { NameDialog } from '@/components/admin/kit/name-dialog';
import { RowEditButtons } from '@/components/admin/kit/row-edit-buttons';
import { useDialogState } from '@/components/admin/kit/use-dialog-state';
import { useErrorText } from '@/components/admin/kit/use-error-text';
import { useNameDialogProps } from '@/components/admin/kit/use-name-dialog-props';
import kit from '@/components/admin/kit/kit.module.css';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { categoryNameSchema, type CategoryWithItems, type SubcategoryItem } from '@/lib/categories/schema';
import { MoveButtons } from './move-buttons';
import { useCategory, useCategoryActions } from './use-categories';
import { useMove } from './use-move';
import styles from './categories.module.css';

type Kind = 'renameCategory' | 'add' | 'rename' | 'delete';

/** /admin/category/{id}: one category and its sub-categories in order: add, rename, move, delete. */
export function CategoryView({ initial }: { initial: CategoryWithItems }) {
  const t = useTranslations('adminCategories');
  const tc = useTranslations('common');
  const errorText = useErrorText('adminCategories');
  const baseId = useId();
  const addId = `${baseId}-add`;
  const { data: category } = useCategory(initial);
  const subs = category.items;
  const actions = useCategoryActions();
  const dialog = useDialogState<Kind, SubcategoryItem | null>();
  const { item } = dialog;
  const [status, setStatus] = useState('');
  const moved = useCallback((name: string, position: number) => setStatus(t('moved', { name, position })), [t]);
  const move = useMove({ items: subs, baseId, fallbackId: addId, move: actions.moveSub, onMoved: moved });
  const close = (open: boolean) => !open && dialog.close();
  const nameProps = useNameDialogProps('adminCategories', categoryNameSchema, close);

  return (
    <div>
      <p className={styles.back}>
        <Link href="/admin/categories">{t('backToList')}</Link>
      </p>
      <div className={kit.header}>
        <h1 className={admin.heading}>{category.name}</h1>
        {category.canEdit ? (
          <Button variant="secondary" onClick={() => dialog.show('renameCategory', null)}>
            {t('renameCategory')}
          </Button>
        ) : null}
      </div>
      <p className={admin.intro}>{t('categoryIntro')}</p>
      <p role="status" className={kit.status}>
        {status}
      </p>
      {move.error ? <Alert>{errorText(move.error)}</Alert> : null}
      <div className={kit.header}>
        <h2 className={styles.subheading}>{t('subcategoriesHeading', { count: subs.length })}</h2>
        {category.canEdit ? (
          <Button id={addId} onClick={() => dialog.show('add', null)}>
            {t('addSubcategory')}
          </Button>
        ) : null}
      </div>
      {subs.length === 0 ? <p className={styles.empty}>{t('noSubcategories')}</p> : null}
      <ol className={styles.list}>
        {subs.map((sub, index) => (
          <li key={sub.id} className={styles.row}>
            <span className={styles.name}>{sub.name}</span>
            {sub.canEdit ? (
              <RowEditButtons as="span" namespace="adminCategories" name={sub.name} onRename={() => dialog.show('rename', sub)} onDelete={() => dialog.show('delete', sub)}>
                <MoveButtons idBase={`${baseId}-${sub.id}`} name={sub.name} index={index} count={subs.length} onMove={(to) => move.run(sub, index, to)} />
              </RowEditButtons>
            ) : null}
          </li>
        ))}
      </ol>
      <NameDialog
        key={`renameCategory-${dialog.session}`}
        {...nameProps}
        label={t('nameLabel')}
        open={dialog.isOpen('renameCategory')}
        title={t('renameTitle', { name: category.name })}
        submitLabel={tc('save')}
        initialName={category.name}
        onSubmit={async (name) => {
          const { item: renamed } = await actions.rename(category.id, name);
          dialog.close();
          setStatus(t('renamed', { name: renamed.name }));
        }}
      />
      <NameDialog
        key={`add-${dialog.session}`}
        {...nameProps}
        label={t('subNameLabel')}
        open={dialog.isOpen('add')}
        title={t('addSubcategoryTitle', { category: category.name })}
        submitLabel={t('createSubmit')}
        onSubmit={async (name) => {
          const { item: made } = await actions.createSub(category.id, name);
          dialog.close();
          setStatus(t('created', { name: made.name }));
        }}
      />
      <NameDialog
        key={`rename-${dialog.session}`}
        {...nameProps}
        label={t('subNameLabel')}
        open={dialog.isOpen('rename')}
        title={t('renameTitle', { name: item?.name ?? '' })}
        submitLabel={tc('save')}
        initialName={item?.name ?? ''}
        onSubmit={async (name) => {
          const { item: renamed } = await actions.renameSub(item!.id, name);
          dialog.close();
          setStatus(t('renamed', { name: renamed.name }));
        }}
      />
      <DeleteDialog
        key={`delete-${dialog.session}`}
        namespace="adminCategories"
        open={dialog.isOpen('delete')}
        onOpenChange={close}
        title={t('deleteSubTitle', { name: item?.name ?? '' })}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={tc('cancel')}
        focusAfter={() => document.getElementById(addId)}
        onConfirm={async () => {
          await actions.removeSub(item!.id);
          setStatus(t('deleted', { name: item!.name }));
        }}
      >
        {t('deleteSubBody', { category: category.name })}
      </DeleteDialog>
    </div>
  );
}
