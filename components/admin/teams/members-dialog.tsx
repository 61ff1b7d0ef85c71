'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useEffect, useId, useRef, useState } from 'react';
import { AdminDialog } from '@/components/admin/kit/admin-dialog';
import { useErrorText } from '@/components/admin/kit/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import dialogStyles from '@/components/ui/dialog.module.css';
import type { TeamItem, TeamMember } from '@/lib/teams/schema';
import { MemberPicker, personLabel } from './member-picker';
import { useTeam, useTeamActions } from './use-teams';
import styles from './teams.module.css';

type Props = { team: TeamItem | null; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The members editor: add people with the picker, take them out one by one. Each change is saved
 * at once and announced; after a removal focus moves to the next person (or back to the picker).
 */
export function MembersDialog({ team, open, onOpenChange }: Props) {
  const t = useTranslations('adminTeams');
  const tc = useTranslations('common');
  const errorText = useErrorText('adminTeams');
  const inputId = useId();
  const removeId = (userId: string) => `${inputId}-remove-${userId}`;
  const { data, error: loadError, isPending } = useTeam(open && team ? team.id : null);
  const actions = useTeamActions();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [status, setStatus] = useState('');
  const pickerOpen = useRef(false);
  // Whose Remove button gets the focus once the list is back on screen ('' = the picker).
  const focusAfter = useRef<string | null>(null);
  const members = data?.members;

  useEffect(() => {
    if (focusAfter.current === null || busy) return;
    (document.getElementById(`${inputId}-remove-${focusAfter.current}`) ?? document.getElementById(inputId))?.focus();
    focusAfter.current = null;
  }, [busy, members, inputId]);

  const run = async (change: () => Promise<unknown>, done: string, focusTo?: (ok: boolean) => string) => {
    setBusy(true);
    setError(null);
    let ok = false;
    try {
      await change();
      setStatus(done);
      ok = true;
    } catch (e) {
      setError(e);
    }
    if (focusTo) focusAfter.current = focusTo(ok);
    setBusy(false);
  };

  const add = (person: TeamMember) => team && run(() => actions.addMember(team.id, person.id), t('memberAdded', { name: personLabel(person) }));

  const remove = (person: TeamMember, index: number) => {
    if (!team || !members) return;
    const next = members[index + 1] ?? members[index - 1];
    // On failure the person stays, and so does the focus (their button was disabled meanwhile).
    const focusTo = (ok: boolean) => (ok ? (next?.id ?? '') : person.id);
    return run(() => actions.removeMember(team.id, person.id), t('memberRemoved', { name: personLabel(person) }), focusTo);
  };

  return (
    <AdminDialog
      wide
      open={open}
      onOpenChange={onOpenChange}
      title={t('membersTitle', { name: team?.name ?? '' })}
      description={t('membersIntro')}
      onEscapeKeyDown={(event) => pickerOpen.current && event.preventDefault()}
    >
      <p role="status" className={styles.status}>
        {status}
      </p>
      {error ? <Alert>{errorText(error)}</Alert> : null}
      {loadError ? <Alert>{errorText(loadError)}</Alert> : null}
      {team ? (
        <MemberPicker teamId={team.id} inputId={inputId} busy={busy} onPick={add} onExpandedChange={(v) => (pickerOpen.current = v)} />
      ) : null}
      <h3 className={styles.subheading}>{t('currentMembers', { count: members?.length ?? 0 })}</h3>
      {isPending && !loadError ? <p className={styles.muted}>{tc('loading')}</p> : null}
      {members?.length === 0 ? <p className={styles.muted}>{t('noMembers')}</p> : null}
      <ul className={styles.members} aria-busy={busy || undefined}>
        {members?.map((person, index) => (
          <li key={person.id} className={styles.member}>
            <span>
              {personLabel(person)}
              {person.disabled ? <span className={styles.muted}> {t('disabledUser')}</span> : null}
              <br />
              <span className={styles.muted}>{person.email ?? person.employeeId ?? ''}</span>
            </span>
            <Button
              id={removeId(person.id)}
              variant="secondary"
              disabled={busy}
              aria-label={t('removeLabel', { name: personLabel(person) })}
              onClick={() => remove(person, index)}
            >
              {t('remove')}
            </Button>
          </li>
        ))}
      </ul>
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {tc('close')}
        </Button>
      </div>
    </AdminDialog>
  );
}
