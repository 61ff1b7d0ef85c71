'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/text-field';
import { passwordProblems } from '@/lib/auth/rules';
import type { AdminUserDto } from '@/lib/users/admin/schema';
import { usersApi } from './api';
import { useMessage } from './fields';
import { FormDialog } from './form-dialog';
import { useUserMutation } from './use-users';

type Props = { user: AdminUserDto; onOpenChange: (open: boolean) => void; onDone: (notice: string) => void };

/** A shared-device account's new password; the devices signed in with the old one are signed out. */
export function PasswordDialog({ user, onOpenChange, onDone }: Props) {
  const t = useTranslations('adminUsers');
  const message = useMessage();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useUserMutation((value: string) => usersApi.setSharedPassword(user.id, value));
  const problems = passwordProblems(password);
  const submit = () => {
    setShown(true);
    if (problems.length || password !== confirm) return;
    save.mutate(password, {
      onSuccess: () => {
        onDone(t('notice.passwordSet', { name: user.displayName }));
        onOpenChange(false);
      },
      onError: (e) => setError(message(e.message)),
    });
  };
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t('password.title', { name: user.displayName })}
      description={t('password.intro')}
      submitLabel={t('password.submit')}
      onSubmit={submit}
      busy={save.isPending}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint={t('fields.passwordHint')}
        error={shown && problems.length ? problems.map((p) => message(p)).join(' ') : undefined}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={shown && confirm !== password ? message('rules.passwordMatch') : undefined}
      />
    </FormDialog>
  );
}
