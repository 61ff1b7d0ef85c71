'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useId } from 'react';
import { TextField } from '@/components/ui/text-field';
import { WORKSPACE_COLORS, WORKSPACE_PRIORITY_MAX, NAME_MAX, type WorkspaceColor } from '@/lib/workspaces/schema';
import type { GroupChoice } from '@/lib/workspaces/admin-types';
import { useMessage } from '@/components/workspaces/use-message';
import styles from '@/components/workspaces/workspaces.module.css';

export type WorkspaceDraft = { name: string; color: WorkspaceColor; isPrivate: boolean; priority: string; groupId: string };
type Props = {
  draft: WorkspaceDraft;
  errors: Record<string, string>;
  onChange: (patch: Partial<WorkspaceDraft>) => void;
  groupChoices: GroupChoice[];
  /** Org admins pick the group; a workspace admin sees it but cannot move the workspace. */
  groupName: string | null;
  canChooseGroup: boolean;
};

/** The fields of the create and edit forms; errors are message keys from the shared schema or the server. */
export function WorkspaceFields({ draft, errors, onChange, groupChoices, groupName, canChooseGroup }: Props) {
  const t = useTranslations('adminWorkspaces');
  const message = useMessage();
  const groupId = useId();
  const err = (key: string) => (errors[key] ? message(errors[key]) : undefined);
  return (
    <>
      <TextField
        label={t('name')}
        value={draft.name}
        onChange={(e) => onChange({ name: e.target.value })}
        error={err('name')}
        hint={t('nameHint', { count: draft.name.trim().length, max: NAME_MAX })}
        autoComplete="off"
        required
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('color')}</legend>
        <div className={styles.choices}>
          {WORKSPACE_COLORS.map((color) => (
            <label key={color} className={styles.choice}>
              <input type="radio" name="color" value={color} checked={draft.color === color} onChange={() => onChange({ color })} />
              <span className={styles.swatch} data-color={color} aria-hidden="true" />
              {t(`colors.${color}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className={styles.check}>
        <input type="checkbox" checked={draft.isPrivate} onChange={(e) => onChange({ isPrivate: e.target.checked })} />
        <span>
          {t('private')}
          <span className={styles.hint}> — {t('privateHint')}</span>
        </span>
      </label>
      {canChooseGroup ? (
        <div className={styles.field}>
          <label htmlFor={groupId} className={styles.label}>
            {t('group')}
          </label>
          <select
            id={groupId}
            className={styles.select}
            value={draft.groupId}
            onChange={(e) => onChange({ groupId: e.target.value })}
            aria-invalid={errors.groupId ? true : undefined}
            aria-describedby={errors.groupId ? `${groupId}-error` : undefined}
          >
            {groupChoices.map((g) => (
              <option key={g.id} value={g.id}>
                {g.isDefault ? t('groupDefault', { name: g.name }) : g.name}
              </option>
            ))}
          </select>
          {errors.groupId ? (
            <p id={`${groupId}-error`} className={styles.error} role="alert">
              {message(errors.groupId)}
            </p>
          ) : null}
        </div>
      ) : groupName ? (
        <p className={styles.hint}>{t('groupFixed', { name: groupName })}</p>
      ) : null}
      <TextField
        label={t('priority')}
        type="number"
        inputMode="numeric"
        min={0}
        max={WORKSPACE_PRIORITY_MAX}
        step={1}
        value={draft.priority}
        onChange={(e) => onChange({ priority: e.target.value })}
        error={err('priority')}
        hint={t('priorityHint')}
      />
    </>
  );
}
