'use client';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { RefObject } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import type { CreateAction } from '@/lib/shell/links';
import { Icon } from './icons';
import menuStyles from './menu.module.css';
import styles from './shell.module.css';

/** The create actions that open a dialog (create-menu.tsx). */
export type DialogAction = Extract<CreateAction, 'MMSOP' | 'LocalImport' | 'RecordScreen'>;

type Props = {
  actions: DialogAction[];
  trigger: RefObject<HTMLButtonElement | null>;
  /** A dialog is being opened: the menu must not hand the focus back to its button. */
  dialogOpening: boolean;
  onSelect: (action: DialogAction) => void;
};

/**
 * The create menu itself (Radix), loaded on the first press of its button (create-menu.tsx),
 * which it replaces, open.
 */
export function CreateMenuOpened({ actions, trigger, dialogOpening, onSelect }: Props) {
  const t = useTranslations('header');
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger ref={trigger} className={styles.createButton} aria-label={t('createMenu')}>
        <Icon name="plus" size={18} />
        <span className={styles.createLabel}>{t('create')}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        {/* The dialog being opened takes the focus; the menu must not hand it back to its button. */}
        <DropdownMenu.Content className={menuStyles.menu} align="end" sideOffset={8} onCloseAutoFocus={(event) => dialogOpening && event.preventDefault()}>
          {actions.map((action) => (
            <DropdownMenu.Item key={action} className={menuStyles.menuItem} onSelect={() => onSelect(action)}>
              {t(`create${action}`)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
