'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { asApiError } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import type { MembersPatchInput, PlaylistDetail } from '@/lib/skills/schema';
import { dueFields, EMPTY_DUE, type DueForm } from '@/lib/skills-ui/due';
import { skillKeys, skillsApi } from '../skills-api';
import styles from '../skills.module.css';
import { AssigneeSearch, type AssigneeKind, type Candidate } from './assignee-search';
import { AssignmentsTable } from './assignments-table';
import { DueFields } from './due-fields';

/** Builder users tab: who the skill is assigned to (users and teams), with due date and recurrence; remove; remind. */
export function UsersTab({ initial }: { initial: PlaylistDetail }) {
  const t = useTranslations('skillsUi');
  const message = useMessage();
  const client = useQueryClient();
  const id = initial.id;
  const users = useQuery({ queryKey: skillKeys.users(id), queryFn: () => skillsApi.users(id) });
  const [kind, setKind] = useState<AssigneeKind>('team');
  const [selected, setSelected] = useState(new Map<string, Candidate & { kind: AssigneeKind }>());
  const [due, setDue] = useState<DueForm>(EMPTY_DUE);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const patch = useMutation({
    mutationFn: (body: Partial<MembersPatchInput>) => skillsApi.members(id, body),
    onSuccess: (reply) => {
      client.setQueryData(skillKeys.users(id), reply);
      void client.invalidateQueries({ queryKey: ['skills', 'list'] });
    },
  });
  const remind = useMutation({ mutationFn: (userIds: string[]) => skillsApi.remind(id, userIds), onSuccess: () => setNotice(t('users.reminded')) });

  const toggle = (c: Candidate) =>
    setSelected((s) => {
      const next = new Map(s);
      if (next.has(c.id)) next.delete(c.id);
      else next.set(c.id, { ...c, kind });
      return next;
    });
  const assign = () => {
    const fields = dueFields(due);
    if (!fields.ok) return setFormError(fields.error);
    setFormError(null);
    const chosen = [...selected.values()];
    patch.mutate(
      { users: chosen.filter((c) => c.kind === 'user').map((c) => c.id), teams: chosen.filter((c) => c.kind === 'team').map((c) => c.id), ...fields.value },
      { onSuccess: () => (setSelected(new Map()), setNotice(t('users.assigned', { count: chosen.length }))) },
    );
  };
  const error = formError ?? (patch.isError ? asApiError(patch.error).messageKey : null) ?? (remind.isError ? asApiError(remind.error).messageKey : null);
  return (
    <>
      <section className={styles.section} aria-labelledby="skill-assigned-title">
        <h2 id="skill-assigned-title">{t('users.assignedTitle', { count: users.data?.totalUsers ?? 0 })}</h2>
        {users.isError ? <Alert>{message(asApiError(users.error).messageKey)}</Alert> : null}
        {users.data ? (
          <AssignmentsTable
            items={users.data.items}
            busy={patch.isPending || remind.isPending}
            onRemove={(a) => patch.mutate(a.kind === 'user' ? { removeUsers: [a.userId!] } : { removeTeams: [a.teamId!] })}
            onRemind={(userId) => remind.mutate([userId])}
          />
        ) : null}
        {users.data && users.data.items.length > 0 ? (
          <Button type="button" variant="secondary" busy={remind.isPending} onClick={() => remind.mutate([])} disabled={!initial.published}>
            {t('users.remindAll')}
          </Button>
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="skill-assign-title">
        <h2 id="skill-assign-title">{t('users.assignTitle')}</h2>
        <div className={styles.row} role="radiogroup" aria-label={t('users.kind')}>
          {(['team', 'user'] as const).map((k) => (
            <label key={k} className={styles.row}>
              <input type="radio" name="assignee-kind" checked={kind === k} onChange={() => setKind(k)} />
              {t(`users.kinds.${k}`)}
            </label>
          ))}
        </div>
        <AssigneeSearch key={kind} kind={kind} selected={selected} onToggle={toggle} />
        <DueFields value={due} onChange={setDue} />
        <div className={styles.row}>
          <Button type="button" onClick={assign} busy={patch.isPending} disabled={selected.size === 0}>
            {t('users.assign', { count: selected.size })}
          </Button>
        </div>
        {error ? <Alert>{message(error)}</Alert> : null}
        <p role="status" className={styles.muted}>
          {notice}
        </p>
      </section>
    </>
  );
}
