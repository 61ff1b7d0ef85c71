'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useId } from 'react';
import { computeAccess } from '@/lib/access/access';
import { ROLES, type Role } from '@/lib/access/roles';
import styles from './settings.module.css';

type Props = {
  legend: string;
  hint: string;
  flag: 'skills' | 'analytics';
  value: Role[] | null;
  onChange: (value: Role[] | null) => void;
};

/** The roles of the role table (spec §6) that hold a flag when no list overrides it. */
const rolesWith = (flag: Props['flag']) => ROLES.filter((role) => computeAccess(role)[flag]);

/**
 * A role list overriding one access flag (spec §6): "follow the role table" (null) or exactly
 * the roles ticked. Unticking the table starts from the roles it grants, so nothing changes
 * until the admin changes a tick.
 */
export function RoleListField({ legend, hint, flag, value, onChange }: Props) {
  const t = useTranslations('adminSettings');
  const tr = useTranslations('profile.roles');
  const hintId = useId();
  const followsTable = value === null;
  const shown = value ?? rolesWith(flag);
  const toggle = (role: Role, on: boolean) => onChange(ROLES.filter((r) => (r === role ? on : shown.includes(r))));
  return (
    <fieldset className={styles.group} aria-describedby={hintId}>
      <legend className={styles.switchLabel}>{legend}</legend>
      <p id={hintId} className={styles.muted}>
        {hint}
      </p>
      <label className={styles.check}>
        <input type="checkbox" checked={followsTable} onChange={(e) => onChange(e.target.checked ? null : rolesWith(flag))} />
        {t('followRoleTable')}
      </label>
      <div className={styles.checks}>
        {ROLES.map((role) => (
          <label key={role} className={styles.check}>
            <input type="checkbox" disabled={followsTable} checked={shown.includes(role)} onChange={(e) => toggle(role, e.target.checked)} />
            {tr(role)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
