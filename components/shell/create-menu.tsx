'use client';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { createActionHref, type CreateAction } from '@/lib/shell/links';
import { Icon } from './icons';
import menuStyles from './menu.module.css';
import styles from './shell.module.css';

/** The header's create menu; the server decides which actions the user has (spec §6). */
export function CreateMenu({ items }: { items: CreateAction[] }) {
  const t = useTranslations('header');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={styles.createButton} aria-label={t('createMenu')}>
        <Icon name="plus" size={18} />
        <span className={styles.createLabel}>{t('create')}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menuStyles.menu} align="end" sideOffset={8}>
          {items.map((action) => (
            <DropdownMenu.Item key={action} asChild className={menuStyles.menuItem}>
              <Link href={createActionHref(action)}>{t(`create${action}`)}</Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
