'use client';
import { Button } from '@/components/ui/button';
import { useTranslations } from '@/lib/i18n/client';
import type { SkillAssignmentItem } from '@/lib/skills/schema';
import styles from '../skills.module.css';

type Props = { items: SkillAssignmentItem[]; busy: boolean; onRemove: (a: SkillAssignmentItem) => void; onRemind: (userId: string) => void };

/** The skill's assignments: user or team, due setting, recurrence; remove, and remind a user. */
export function AssignmentsTable({ items, busy, onRemove, onRemind }: Props) {
  const t = useTranslations('skillsUi');
  if (items.length === 0) return <p className={styles.empty}>{t('users.none')}</p>;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('users.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('users.name')}</th>
          <th scope="col">{t('users.kind')}</th>
          <th scope="col">{t('users.due')}</th>
          <th scope="col">{t('users.recurrence')}</th>
          <th scope="col">{t('home.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((a) => (
          <tr key={a.id}>
            <th scope="row">
              {a.name}
              {a.kind === 'team' && a.membersCount !== null ? <span className={styles.muted}> · {t('users.members', { count: a.membersCount })}</span> : null}
            </th>
            <td>{t(`users.kinds.${a.kind}`)}</td>
            <td>{a.dueDateIntervalType && a.dueDateInterval ? t(`users.after.${a.dueDateIntervalType}`, { count: a.dueDateInterval }) : t('users.noDue')}</td>
            <td>{a.recurrenceMonths ? t('users.every', { count: a.recurrenceMonths }) : t('users.never')}</td>
            <td className={styles.row}>
              {a.kind === 'user' && a.userId ? (
                <Button type="button" variant="ghost" disabled={busy} onClick={() => onRemind(a.userId!)} aria-label={t('users.remind', { name: a.name })}>
                  {t('users.remindShort')}
                </Button>
              ) : null}
              <Button type="button" variant="secondary" disabled={busy} onClick={() => onRemove(a)} aria-label={t('users.remove', { name: a.name })}>
                {t('content.removeShort')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
