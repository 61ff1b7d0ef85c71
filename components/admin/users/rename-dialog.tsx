'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/text-field';
import { adminNameSchema, type AdminUserDto } from '@/lib/users/admin/schema';
import { ApiRequestError } from '@/components/ui/api-request';
import { usersApi } from './api';
import { errorsByField, useMessage } from './fields';
import { FormDialog } from './form-dialog';
import { useUserMutation } from './use-users';

type Props = { user: AdminUserDto; onOpenChange: (open: boolean) => void; onDone: (notice: string) => void };

export function RenameDialog({ user, onOpenChange, onDone }: Props) {
  const t = useTranslations('adminUsers');
  const message = useMessage();
  const [name, setName] = useState(user.displayName);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const rename = useUserMutation((displayName: string) =>
    // Spec §6: a workspace admin names a workspace of the user's they manage (the list shows only those).
    usersApi.update(user.id, { displayName, workspaceId: user.workspaces[0]?.id }),
  );
  const submit = () => {
    const parsed = adminNameSchema.safeParse(name);
    if (!parsed.success) return setErrors({ displayName: parsed.error.issues[0].message });
    rename.mutate(parsed.data, {
      onSuccess: () => {
        onDone(t('notice.renamed', { name: parsed.data }));
        onOpenChange(false);
      },
      onError: (e) => setErrors(e instanceof ApiRequestError && e.issues.length ? errorsByField(e.issues) : { form: e.message }),
    });
  };
  return (
    <FormDialog open onOpenChange={onOpenChange} title={t('rename.title')} submitLabel={t('rename.submit')} onSubmit={submit} busy={rename.isPending}>
      {errors.form ? <Alert tone="error">{message(errors.form)}</Alert> : null}
      <TextField
        label={t('fields.displayName')}
        value={name}
        maxLength={90}
        autoFocus
        onChange={(e) => setName(e.target.value)}
        error={errors.displayName ? message(errors.displayName) : undefined}
      />
    </FormDialog>
  );
}
