'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/text-field';
import type { Role } from '@/lib/access/roles';
import type { AdminUserDto } from '@/lib/users/admin/schema';
import { usersApi } from './api';
import { SelectField, useMessage } from './fields';
import { FormDialog } from './form-dialog';
import type { UsersPageProps } from './types';
import { useUserMutation } from './use-users';
import styles from './users.module.css';

type Props = { user: AdminUserDto; page: UsersPageProps; onOpenChange: (open: boolean) => void; onDone: (notice: string) => void };
const FILTER_FROM = 8;

/** Organisation role (org admins) and the role in each workspace the caller manages. */
export function RolesDialog({ user, page, onOpenChange, onDone }: Props) {
  const t = useTranslations('adminUsers');
  const message = useMessage();
  const [orgRole, setOrgRole] = useState<Role | null>(user.role);
  const [roles, setRoles] = useState<Record<string, string>>(() => ({ ...user.roles }));
  const [filter, setFilter] = useState('');
  const [error, setError] = useState<string | null>(null);
  const shown = useMemo(() => page.workspaces.filter((w) => w.name.toLowerCase().includes(filter.trim().toLowerCase())), [page.workspaces, filter]);
  const canOrgRole = user.canChangeRole && page.orgRoles.length > 0;

  const save = useUserMutation(async () => {
    if (canOrgRole && orgRole && orgRole !== user.role) await usersApi.update(user.id, { role: orgRole });
    const changed = page.workspaces.some((w) => (roles[w.id] ?? '') !== (user.roles[w.id] ?? ''));
    if (changed) await usersApi.setRoles(user.id, Object.fromEntries(page.workspaces.map((w) => [w.id, roles[w.id] || null])));
  });
  const submit = () =>
    save.mutate(undefined, {
      onSuccess: () => {
        onDone(t('notice.rolesSaved', { name: user.displayName }));
        onOpenChange(false);
      },
      onError: (e) => setError(message(e.message)),
    });

  return (
    <FormDialog open onOpenChange={onOpenChange} title={t('rolesDialog.title', { name: user.displayName })} submitLabel={t('rolesDialog.submit')} onSubmit={submit} busy={save.isPending} wide>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {canOrgRole ? (
        <SelectField label={t('rolesDialog.orgRole')} hint={t('rolesDialog.orgRoleHint')} value={orgRole ?? ''} onChange={(e) => setOrgRole(e.target.value as Role)}>
          {page.orgRoles.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <h3 className={styles.muted}>{t('rolesDialog.workspaces')}</h3>
      {page.workspaces.length >= FILTER_FROM ? <TextField label={t('rolesDialog.filter')} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} /> : null}
      {page.workspaces.length ? (
        <div className={styles.roleList} role="group" aria-label={t('rolesDialog.workspaces')}>
          {shown.map((w) => (
            <div key={w.id} className={styles.roleRow}>
              <label htmlFor={`role-${w.id}`}>{w.name}</label>
              <select id={`role-${w.id}`} className={styles.filter} value={roles[w.id] ?? ''} onChange={(e) => setRoles({ ...roles, [w.id]: e.target.value })}>
                <option value="">{t('rolesDialog.notMember')}</option>
                {page.workspaceRoles.map((r) => (
                  <option key={r} value={r}>
                    {t(`roles.${r}`)}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      ) : (
        <p className={styles.muted}>{t('rolesDialog.noWorkspaces')}</p>
      )}
    </FormDialog>
  );
}
