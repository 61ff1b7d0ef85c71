'use client';
import { useTranslations } from '@/lib/i18n/client';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { KitNamespace } from './use-error-text';
import kit from './kit.module.css';

type Props = { namespace: KitNamespace; name: string; onRename: () => void; onDelete: () => void; children?: ReactNode; as?: 'div' | 'span' };

/** A row's Rename and Delete buttons, named after the row for screen readers, after any of the caller's own. */
export function RowEditButtons({ namespace, name, onRename, onDelete, children, as: Tag = 'div' }: Props) {
  const t = useTranslations(namespace);
  return (
    <Tag className={kit.rowActions}>
      {children}
      <Button variant="secondary" aria-label={t('renameLabel', { name })} onClick={onRename}>
        {t('rename')}
      </Button>
      <Button variant="secondary" aria-label={t('deleteLabel', { name })} onClick={onDelete}>
        {t('delete')}
      </Button>
    </Tag>
  );
}
