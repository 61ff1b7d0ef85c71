'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import admin from '@/components/admin/admin.module.css';
import { DeleteDialog } from '@/components/admin/business/delete-dialog';
import { NameDialog } from '@/components/admin/business/name-dialog';
import { useDialogState } from '@/components/admin/business/use-dialog-state';
import { useErrorText } from '@/components/admin/business/use-error-text';
import kit from '@/components/admin/business/kit.module.css';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { categoryNameSchema, type CategoryWithItems, type SubcategoryItem } from '@/lib/categories/schema';
import { MoveButtons, moveButtonIds } from './move-buttons';
import { useCategory, useCategoryActions } from './use-categories';
import { useRefocus } from './use-refocus';
import styles from './categories.module.css';

const MAX = 90;
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
  const [moveError, setMoveError] = useState<unknown>(null);
  const refocus = useRefocus(subs);
  const moving = useRef(false);

  const move = async (sub: SubcategoryItem, from: number, to: number) => {
    if (moving.current) return;
    moving.current = true;
    setMoveError(null);
    const ids = moveButtonIds(`${baseId}-${sub.id}`);
    refocus.after(to < from ? [ids.up, ids.down, addId] : [ids.down, ids.up, addId]);
    try {
      await actions.moveSub(sub.id, to);
      setStatus(t('moved', { name: sub.name, position: to + 1 }));
    } catch (error) {
      refocus.cancel();
      setMoveError(error);
    } finally {
      moving.current = false;
    }
  };

  const close = (open: boolean) => !open && dialog.close();
  const nameProps = {
    namespace: 'adminCategories' as const,
    cancelLabel: tc('cancel'),
    counter: (length: number) => t('counter', { count: length, max: MAX }),
    schema: categoryNameSchema,
    onOpenChange: close,
  };

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
      {moveError ? <Alert>{errorText(moveError)}</Alert> : null}
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
              <span className={kit.rowActions}>
                <MoveButtons idBase={`${baseId}-${sub.id}`} name={sub.name} index={index} count={subs.length} onMove={(to) => move(sub, index, to)} />
                <Button variant="secondary" aria-label={t('renameLabel', { name: sub.name })} onClick={() => dialog.show('rename', sub)}>
                  {t('rename')}
                </Button>
                <Button variant="secondary" aria-label={t('deleteLabel', { name: sub.name })} onClick={() => dialog.show('delete', sub)}>
                  {t('delete')}
                </Button>
              </span>
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
