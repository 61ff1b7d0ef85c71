'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/components/ui/api-request';
import { useMessage } from '@/components/workspaces/use-message';
import type { WorkspaceRole } from '@/lib/workspaces/schema';
import styles from '@/components/workspaces/workspaces.module.css';
import { useCandidates, useDebounced, type useMemberChanges } from './use-members';

type Props = {
  workspaceId: string;
  grantableRoles: WorkspaceRole[];
  add: ReturnType<typeof useMemberChanges>['add'];
  onAdded: (count: number) => void;
};

/** Find people of the organisation by name, email or employee ID, tick them, pick a role, add. */
export function AddMembers({ workspaceId, grantableRoles, add, onAdded }: Props) {
  const t = useTranslations('adminWorkspaces');
  const message = useMessage();
  const ids = { search: useId(), role: useId(), list: useId() };
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [role, setRole] = useState<WorkspaceRole>(grantableRoles[0] ?? 'viewer');
  const candidates = useCandidates(workspaceId, useDebounced(keyword.trim()));
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = () =>
    add.mutate(
      { userIds: [...selected], role },
      {
        onSuccess: (reply) => {
          setSelected(new Set());
          onAdded(reply.total);
        },
      },
    );

  return (
    <section aria-labelledby={`${ids.list}-title`}>
      <h3 id={`${ids.list}-title`}>{t('addTitle')}</h3>
      <div className={styles.field}>
        <label htmlFor={ids.search} className={styles.label}>
          {t('addSearch')}
        </label>
        <input id={ids.search} type="search" className={styles.select} value={keyword} onChange={(e) => setKeyword(e.target.value)} autoComplete="off" />
      </div>
      <fieldset className={styles.fieldset} aria-busy={candidates.isFetching || undefined}>
        <legend className="visually-hidden">{t('addPeople')}</legend>
        {candidates.isError ? <Alert>{message((candidates.error as ApiRequestError).messageKey)}</Alert> : null}
        {candidates.data && candidates.data.items.length === 0 ? <p className={styles.hint}>{t('candidatesEmpty')}</p> : null}
        <ul className={styles.candidateList}>
          {candidates.data?.items.map((c) => (
            <li key={c.id}>
              <label className={styles.check}>
                <input type="checkbox" checked={c.isMember || selected.has(c.id)} disabled={c.isMember} onChange={() => toggle(c.id)} />
                <span>
                  {c.displayName || c.email}
                  <span className={styles.hint}> {[c.displayName ? c.email : null, c.employeeId].filter(Boolean).join(' · ')}</span>
                  {c.isMember ? <span className={styles.badge}>{t('isMember')}</span> : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className={styles.addRow}>
        <div className={styles.field}>
          <label htmlFor={ids.role} className={styles.label}>
            {t('addRole')}
          </label>
          <select id={ids.role} className={styles.select} value={role} onChange={(e) => setRole(e.target.value as WorkspaceRole)}>
            {grantableRoles.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="button" onClick={submit} disabled={selected.size === 0} busy={add.isPending}>
          {t('addSubmit', { count: selected.size })}
        </Button>
      </div>
      {add.isError ? <Alert>{message(add.error instanceof ApiRequestError ? add.error.messageKey : null)}</Alert> : null}
    </section>
  );
}
