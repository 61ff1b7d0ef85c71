'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { AddUserDialog } from './add-user-dialog';
import { usersApi } from './api';
import { useMessage } from './fields';
import { ImportDialog } from './import-dialog';
import { InviteDialog } from './invite-dialog';
import { PasswordDialog } from './password-dialog';
import { RenameDialog } from './rename-dialog';
import { RolesDialog } from './roles-dialog';
import type { DialogState, UsersPageProps } from './types';
import { useUserMutation } from './use-users';

type Props = { state: DialogState; onClose: () => void; page: UsersPageProps; onDone: (notice: string) => void };

/** The one dialog open at a time on the users page. */
export function UserDialogs({ state, onClose, page, onDone }: Props) {
  if (!state) return null;
  const close = (open: boolean) => (open ? undefined : onClose());
  switch (state.kind) {
    case 'add':
      return <AddUserDialog onOpenChange={close} page={page} onDone={onDone} />;
    case 'invite':
      return <InviteDialog onOpenChange={close} page={page} />;
    case 'import':
      return <ImportDialog onOpenChange={close} />;
    case 'rename':
      return <RenameDialog onOpenChange={close} user={state.user} onDone={onDone} />;
    case 'roles':
      return <RolesDialog onOpenChange={close} user={state.user} page={page} onDone={onDone} />;
    case 'password':
      return <PasswordDialog onOpenChange={close} user={state.user} onDone={onDone} />;
    case 'disable':
      return <DisableDialog onOpenChange={close} user={state.user} onDone={onDone} />;
  }
}

function DisableDialog({ user, onOpenChange, onDone }: { user: { id: string; displayName: string }; onOpenChange: (open: boolean) => void; onDone: (n: string) => void }) {
  const t = useTranslations('adminUsers');
  const tc = useTranslations('common');
  const message = useMessage();
  const [error, setError] = useState<string | null>(null);
  const disable = useUserMutation(() => usersApi.update(user.id, { disabled: true }));
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title={t('disable.title', { name: user.displayName })}
      confirmLabel={t('disable.confirm')}
      cancelLabel={tc('cancel')}
      busy={disable.isPending}
      onConfirm={() =>
        disable.mutate(undefined, {
          onSuccess: () => {
            onDone(t('notice.disabled', { name: user.displayName }));
            onOpenChange(false);
          },
          onError: (e) => setError(message(e.message)),
        })
      }
    >
      <p>{t('disable.body')}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </ConfirmDialog>
  );
}
