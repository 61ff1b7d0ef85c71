'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { WorkspaceMember } from '@/lib/workspaces/admin-types';
import { WORKSPACE_ROLES, type WorkspaceRole } from '@/lib/workspaces/schema';
import styles from '@/components/workspaces/workspaces.module.css';

export const roleSelectId = (userId: string) => `member-role-${userId}`;

type Props = {
  member: WorkspaceMember;
  grantable: WorkspaceRole[];
  busy: boolean;
  onSave: (role: WorkspaceRole) => void;
};

/**
 * A member's role: a menu plus an explicit Save, because a select that saves on change would
 * send one change per arrow key to keyboard users.
 */
export function RoleCell({ member, grantable, busy, onSave }: Props) {
  const t = useTranslations('adminWorkspaces');
  const [draft, setDraft] = useState(member.role as WorkspaceRole);
  const name = member.displayName || member.email;
  const changed = draft !== member.role;
  return (
    <span className={styles.rowActions}>
      <select id={roleSelectId(member.id)} className={styles.select} aria-label={t('roleOf', { name })} value={draft} onChange={(e) => setDraft(e.target.value as WorkspaceRole)}>
        {WORKSPACE_ROLES.filter((r) => r === member.role || grantable.includes(r)).map((r) => (
          <option key={r} value={r}>
            {t(`roles.${r}`)}
          </option>
        ))}
      </select>
      {changed ? (
        <Button type="button" className={styles.small} busy={busy} onClick={() => onSave(draft)} aria-label={t('saveRoleLabel', { name })}>
          {t('saveRole')}
        </Button>
      ) : null}
    </span>
  );
}
