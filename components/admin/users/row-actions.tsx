'use client';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslations } from '@/lib/i18n/client';
import menu from '@/components/shell/menu.module.css';
import type { AdminUserDto } from '@/lib/users/admin/schema';
import styles from './users.module.css';

export type UserAction = 'rename' | 'roles' | 'disable' | 'enable' | 'invite' | 'password';

/** What the server says this caller may do to this user, as menu entries. */
export function availableActions(user: AdminUserDto): UserAction[] {
  const actions: UserAction[] = [];
  if (user.canEdit) actions.push('rename', 'roles');
  if (user.canEdit && user.shared) actions.push('password');
  if (user.canInvite) actions.push('invite');
  if (user.canDisable) actions.push(user.disabled ? 'enable' : 'disable');
  return actions;
}

export function RowActions({ user, onAction }: { user: AdminUserDto; onAction: (action: UserAction, user: AdminUserDto) => void }) {
  const t = useTranslations('adminUsers');
  const actions = availableActions(user);
  if (!actions.length) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={styles.menuButton} aria-label={t('actionsFor', { name: user.displayName })}>
        <span aria-hidden="true">⋯</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menu.menu} align="end" sideOffset={4}>
          {actions.map((action) => (
            <DropdownMenu.Item key={action} className={menu.menuItem} onSelect={() => onAction(action, user)}>
              {t(`actions.${action}`)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
