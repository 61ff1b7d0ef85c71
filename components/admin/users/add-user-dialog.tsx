'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/text-field';
import { addUserSchema, type AddType } from '@/lib/users/admin/schema';
import { ApiRequestError } from '@/components/ui/api-request';
import { usersApi } from './api';
import { errorsByField, SelectField, useMessage } from './fields';
import { FormDialog } from './form-dialog';
import type { UsersPageProps } from './types';
import { useUserMutation } from './use-users';
import styles from './users.module.css';

type Props = { page: UsersPageProps; onOpenChange: (open: boolean) => void; onDone: (notice: string) => void };
type Form = { email: string; displayName: string; employeeId: string; password: string; workspaceId: string; role: string };

const EMPTY: Form = { email: '', displayName: '', employeeId: '', password: '', workspaceId: '', role: 'viewer' };

/** Spec §6/§7 user/add: the four kinds of account, offered only as far as the caller may add them. */
export function AddUserDialog({ page, onOpenChange, onDone }: Props) {
  const t = useTranslations('adminUsers');
  const message = useMessage();
  const [type, setType] = useState<AddType>(page.addTypes[0]);
  const [form, setForm] = useState<Form>({ ...EMPTY, workspaceId: page.workspaces.length === 1 ? page.workspaces[0].id : '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useUserMutation((body: unknown) => usersApi.add(body));
  const isOrgAdmin = page.addTypes.includes('org-admin');
  const byEmail = type === 'org-admin' || type === 'group-user';
  const needsWorkspace = type === 'group-user' || (!isOrgAdmin && type !== 'org-admin');
  const set = (key: keyof Form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  const error = (key: string) => (errors[key] ? message(errors[key]) : undefined);

  const submit = () => {
    if (needsWorkspace && !form.workspaceId) return setErrors({ workspaceId: 'rules.required' });
    const parsed = addUserSchema.safeParse({ type, ...form });
    if (!parsed.success) return setErrors(errorsByField(parsed.error.issues));
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: ({ item }) => {
        onDone(t(byEmail ? 'notice.addedInvited' : 'notice.added', { name: item.displayName }));
        onOpenChange(false);
      },
      onError: (e) => setErrors(e instanceof ApiRequestError && e.issues.length ? errorsByField(e.issues) : { form: e.message }),
    });
  };

  return (
    <FormDialog open onOpenChange={onOpenChange} title={t('add.title')} submitLabel={t('add.submit')} onSubmit={submit} busy={add.isPending} wide>
      {errors.form ? <Alert tone="error">{message(errors.form)}</Alert> : null}
      <fieldset className={styles.typeChoices}>
        <legend className="visually-hidden">{t('add.type')}</legend>
        {page.addTypes.map((value) => (
          <label key={value} className={styles.typeChoice}>
            <input type="radio" name="type" value={value} checked={type === value} onChange={() => {
                setType(value);
                setErrors({});
              }} />
            <span>
              <strong>{t(`types.${value}.label`)}</strong>
              <br />
              <span className={styles.muted}>{t(`types.${value}.hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>

      {byEmail ? <TextField label={t('fields.email')} type="email" autoComplete="off" value={form.email} onChange={set('email')} error={error('email')} /> : null}
      {!byEmail ? (
        <TextField
          label={t(type === 'user-shared' ? 'fields.accountName' : 'fields.employeeId')}
          hint={t(type === 'user-shared' ? 'fields.accountNameHint' : 'fields.employeeIdHint')}
          value={form.employeeId}
          onChange={set('employeeId')}
          error={error('employeeId')}
        />
      ) : null}
      <TextField
        label={t(type === 'user-passwordless' ? 'fields.displayName' : 'fields.displayNameOptional')}
        value={form.displayName}
        maxLength={90}
        onChange={set('displayName')}
        error={error('displayName')}
      />
      {!byEmail ? (
        <TextField
          label={t(type === 'user-shared' ? 'fields.password' : 'fields.passwordOptional')}
          hint={t(type === 'user-shared' ? 'fields.passwordHint' : 'fields.masterPasswordHint')}
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          error={error('password')}
        />
      ) : null}
      {type !== 'org-admin' ? (
        <>
          <SelectField label={t(needsWorkspace ? 'fields.workspace' : 'fields.workspaceOptional')} value={form.workspaceId} onChange={set('workspaceId')} error={error('workspaceId')}>
            <option value="">{needsWorkspace ? t('fields.chooseWorkspace') : t('fields.noWorkspace')}</option>
            {page.workspaces.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('fields.role')} value={form.role} onChange={set('role')} error={error('role')} disabled={!form.workspaceId}>
            {page.workspaceRoles.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </SelectField>
        </>
      ) : null}
    </FormDialog>
  );
}
